// math.ipowi raises an integer to an integer power.
func.func @f(%a: i32, %b: i32, %v: vector<4xi64>, %t: tensor<3xi8>) -> i32 {
  %0 = math.ipowi %a, %b : i32
  %1 = math.ipowi %v, %v : vector<4xi64>
  %2 = math.ipowi %t, %t : tensor<3xi8>
  return %0 : i32
}
