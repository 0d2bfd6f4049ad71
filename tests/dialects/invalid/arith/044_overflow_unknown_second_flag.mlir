// arith.addi with an unknown flag after a known one: reported at the first flag.
// MLIR-ERROR: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<nsw, bad> : i32
  return %0 : i32
}
