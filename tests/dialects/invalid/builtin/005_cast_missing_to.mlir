// unrealized_conversion_cast without the `to` keyword.
// MLIR-ERROR: custom op 'builtin.unrealized_conversion_cast' expected 'to'
func.func @f(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 i64
  return
}
