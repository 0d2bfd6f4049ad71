// Non-splat dense constants of vector type, including nested lists.
func.func @f() -> (vector<4xi8>, vector<2x3xf64>, vector<3xi1>) {
  %a = arith.constant dense<[1, -2, 3, -128]> : vector<4xi8>
  %b = arith.constant dense<[[1.0, 2.0, 3.0], [-4.5, 0.0, 1.0e-5]]> : vector<2x3xf64>
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  return %a, %b, %c : vector<4xi8>, vector<2x3xf64>, vector<3xi1>
}
