// affine.if with results but without an else region.
// MLIR-ERROR: 'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs
#set = affine_set<(d0) : (d0 >= 0)>
func.func @f(%i: index, %x: f32) -> f32 {
  %r = affine.if #set(%i) -> f32 {
    affine.yield %x : f32
  }
  return %r : f32
}
