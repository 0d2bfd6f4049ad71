// vector.extract with more positions than the vector has dimensions.
// MLIR-ERROR: 'vector.extract' op expected position attribute of rank no greater than vector rank
func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[1, 2] : f32 from vector<4xf32>
  return
}
