// vector.mask whose body ends with an explicit vector.yield.
func.func @f(%m: vector<8xi1>, %v: vector<8xi32>) -> i32 {
  %0 = vector.mask %m {
    %r = vector.reduction <add>, %v : vector<8xi32> into i32
    vector.yield %r : i32
  } : vector<8xi1> -> i32
  return %0 : i32
}
