// cf.br passing several operands of different types to block arguments.
func.func @f(%a: i32, %b: f64, %t: tensor<2xi8>) -> f64 {
  cf.br ^next(%a, %b, %t : i32, f64, tensor<2xi8>)
^next(%x: i32, %y: f64, %z: tensor<2xi8>):
  return %y : f64
}
