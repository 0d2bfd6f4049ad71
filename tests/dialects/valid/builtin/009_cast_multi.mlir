// builtin.unrealized_conversion_cast with several operands and several results.
func.func @f(%a: i32, %b: f32) -> (index, tensor<2xi8>) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to index, tensor<2xi8>
  return %0#0, %0#1 : index, tensor<2xi8>
}
