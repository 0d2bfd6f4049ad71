// scf.for with several loop-carried values of different types.
func.func @f(%n: index, %a: i32, %b: f64, %t: tensor<4xf32>) -> (i32, f64, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %t) -> (i32, f64, tensor<4xf32>) {
    %x1 = arith.addi %x, %x : i32
    scf.yield %x1, %y, %z : i32, f64, tensor<4xf32>
  }
  return %r#0, %r#1, %r#2 : i32, f64, tensor<4xf32>
}
