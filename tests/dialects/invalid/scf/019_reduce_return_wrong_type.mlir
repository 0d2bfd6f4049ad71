// scf.reduce.return with a value of the wrong type.
// MLIR-ERROR: 'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)
func.func @f(%n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %rr: f32):
      %x = arith.constant 0 : i32
      scf.reduce.return %x : i32
    }
  }
  return
}
