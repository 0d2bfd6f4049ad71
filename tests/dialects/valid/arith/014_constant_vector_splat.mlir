// Splat dense constants of vector type.
func.func @f() -> (vector<4xi32>, vector<2x2xf32>, vector<8xi1>, vector<3xindex>) {
  %a = arith.constant dense<7> : vector<4xi32>
  %b = arith.constant dense<0.5> : vector<2x2xf32>
  %c = arith.constant dense<true> : vector<8xi1>
  %d = arith.constant dense<0> : vector<3xindex>
  return %a, %b, %c, %d : vector<4xi32>, vector<2x2xf32>, vector<8xi1>, vector<3xindex>
}
