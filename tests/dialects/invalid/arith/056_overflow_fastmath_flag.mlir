// A fastmath flag (`fast`) as an overflow flag.
// MLIR-ERROR: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<fast> : i32
  return
}
