// scf.for in generic form whose result type differs from its iter_arg's.
// MLIR-ERROR: 'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'
func.func @f(%a: index, %init: f32) {
  "scf.for"(%a, %a, %a, %init) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> (f64)
  return
}
