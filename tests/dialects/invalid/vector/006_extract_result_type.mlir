// vector.extract whose result type is not the rest of the source.
// MLIR-ERROR: 'vector.extract' op inferred type(s) 'vector<8xf32>' are incompatible with return type(s) of operation 'vector<4xf32>'
func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<4x8xf32>
  return
}
