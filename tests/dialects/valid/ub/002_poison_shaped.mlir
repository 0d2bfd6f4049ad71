// ub.poison of vector, tensor, memref and tuple types.
func.func @f() -> vector<4xf32> {
  %0 = ub.poison : vector<4xf32>
  %1 = ub.poison : vector<[8]xi8>
  %2 = ub.poison : tensor<?x3xf16>
  %3 = ub.poison : memref<2x2xi64>
  %4 = ub.poison : tuple<i32, f32>
  return %0 : vector<4xf32>
}
