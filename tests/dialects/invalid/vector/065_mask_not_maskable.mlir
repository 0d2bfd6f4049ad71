// vector.mask around an op that cannot be masked.
// MLIR-ERROR: 'vector.mask' op expects a MaskableOpInterface within the mask region
func.func @f(%m: vector<16xi1>, %v: vector<16xf32>) {
  %0 = vector.mask %m {
    %1 = arith.addf %v, %v : vector<16xf32>
    vector.yield %1 : vector<16xf32>
  } : vector<16xi1> -> vector<16xf32>
  return
}
