// vector.mask around a reduction with a mask of another length.
// MLIR-ERROR: 'vector.mask' op expects a 'vector<16xi1>' mask for the maskable operation
func.func @f(%m: vector<8xi1>, %v: vector<16xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<8xi1> -> f32
  return
}
