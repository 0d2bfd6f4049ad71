// affine.if whose set has one dimension but two operands.
// MLIR-ERROR: custom op 'affine.if' dim operand count and integer set dim count must match
#set = affine_set<(d0) : (d0 >= 0)>
func.func @f(%i: index, %j: index) {
  affine.if #set(%i, %j) {
  }
  return
}
