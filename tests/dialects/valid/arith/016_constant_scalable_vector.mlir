// Dense constants of scalable vector type.
func.func @f() -> (vector<[4]xf32>, vector<2x[8]xi16>) {
  %a = arith.constant dense<1.0> : vector<[4]xf32>
  %b = arith.constant dense<-1> : vector<2x[8]xi16>
  return %a, %b : vector<[4]xf32>, vector<2x[8]xi16>
}
