// vector.multi_reduction whose result keeps a reduced dimension.
// MLIR-ERROR: 'vector.multi_reduction' op destination type 'vector<4x8xf32>' is incompatible with source type 'vector<4x8xf32>'
func.func @f(%v: vector<4x8xf32>, %acc: vector<4x8xf32>) {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4x8xf32>
  return
}
