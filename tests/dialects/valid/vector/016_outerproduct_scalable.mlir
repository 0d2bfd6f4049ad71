// vector.outerproduct with a scalable right-hand side.
func.func @f(%a: vector<4xi32>, %b: vector<[4]xi32>) -> vector<4x[4]xi32> {
  %0 = vector.outerproduct %a, %b : vector<4xi32>, vector<[4]xi32>
  return %0 : vector<4x[4]xi32>
}
