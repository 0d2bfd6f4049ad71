// unrealized_conversion_cast with more operands than types
// MLIR-ERROR: custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types
func.func @f(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a, %a : i32 to i64
  return
}
