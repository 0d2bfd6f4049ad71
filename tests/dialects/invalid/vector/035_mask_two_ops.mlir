// vector.mask with two operations in its body.
// MLIR-ERROR: 'vector.mask' op expects only one operation to mask
func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  vector.mask %m {
    %a = vector.reduction <add>, %v : vector<8xf32> into f32
    %b = vector.reduction <mul>, %v : vector<8xf32> into f32
  } : vector<8xi1>
  return
}
