// vector.reduction with an integer-only kind on floats.
// MLIR-ERROR: 'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'
func.func @f(%v: vector<8xf32>) {
  %0 = vector.reduction <xor>, %v : vector<8xf32> into f32
  return
}
