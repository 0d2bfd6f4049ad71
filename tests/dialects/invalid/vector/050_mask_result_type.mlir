// vector.mask whose result type differs from the masked op's.
// MLIR-ERROR: 'vector.mask' op expects result type to match maskable operation result type
func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f16
  return
}
