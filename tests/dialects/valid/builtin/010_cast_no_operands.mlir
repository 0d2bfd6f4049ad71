// builtin.unrealized_conversion_cast with no operands materialises a value of any type.
func.func @f() -> memref<4xf32> {
  %0 = builtin.unrealized_conversion_cast to memref<4xf32>
  %1 = builtin.unrealized_conversion_cast to i1 {test.note = "x"}
  return %0 : memref<4xf32>
}
