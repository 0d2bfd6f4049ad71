// arith.addi where the value's declared type conflicts with the op's type.
// MLIR-ERROR: use of value '%b' expects different type than prior uses: 'i32' vs 'i64'
func.func @f(%a: i32, %b: i64) {
  %0 = arith.addi %a, %b : i32
  return
}
