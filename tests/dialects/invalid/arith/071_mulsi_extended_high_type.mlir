// arith.mulsi_extended: AllTypesMatch covers both results, the high half included.
// MLIR-ERROR: 'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
func.func @f(%a: i32, %b: i32) -> (i32, i64) {
  %l, %h = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i64)
  return %l, %h : i32, i64
}
