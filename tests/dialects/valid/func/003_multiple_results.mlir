// A function with several results of different types returned in one func.return.
func.func @multi(%a: i64, %b: f32, %c: tensor<2xi1>) -> (i64, f32, tensor<2xi1>, i64) {
  return %a, %b, %c, %a : i64, f32, tensor<2xi1>, i64
}
