// arith.select with a scalar i1 condition on integers, floats, index and shaped values.
func.func @f(%c: i1, %a: i32, %b: i32, %x: f64, %v: vector<4xf32>, %t: tensor<?xi8>, %m: memref<2xf32>) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %x, %x : f64
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %c, %t, %t : tensor<?xi8>
  %4 = arith.select %c, %m, %m : memref<2xf32>
  return %0 : i32
}
