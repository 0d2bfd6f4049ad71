// scf.parallel whose scf.reduce operand has another type than the result (reported at scf.reduce).
// MLIR-ERROR: 'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'
func.func @f(%n: index, %a: f32, %j: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
    scf.reduce(%j : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  return %r : f32
}
