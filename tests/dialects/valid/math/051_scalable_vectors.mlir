// math ops on scalable vectors.
func.func @f(%v: vector<[4]xf32>, %i: vector<[8]xi16>) -> vector<[4]xf32> {
  %0 = math.exp %v : vector<[4]xf32>
  %1 = math.ctlz %i : vector<[8]xi16>
  %2 = math.isnan %v : vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
