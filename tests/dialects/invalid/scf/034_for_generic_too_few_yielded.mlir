// scf.for in generic form yielding fewer values than it carries.
// MLIR-ERROR: 'scf.for' op different number of region iter_args and yielded values: 2 != 1
func.func @f(%a: index, %init: f32) {
  %x, %y = "scf.for"(%a, %a, %a, %init, %init) ({
  ^bb0(%i: index, %p: f32, %q: f32):
    scf.yield %p : f32
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}
