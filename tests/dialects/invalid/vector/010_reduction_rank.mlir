// vector.reduction of a 2-D vector.
// MLIR-ERROR: 'vector.reduction' op unsupported reduction rank: 2
func.func @f(%v: vector<2x8xf32>) {
  %0 = vector.reduction <add>, %v : vector<2x8xf32> into f32
  return
}
