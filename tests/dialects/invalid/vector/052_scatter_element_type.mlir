// vector.scatter of f32 values into an f16 memref.
// MLIR-ERROR: 'vector.scatter' op base and valueToStore element type should match
func.func @f(%m: memref<?xf16>, %i: index, %idx: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  vector.scatter %m[%i] [%idx], %mask, %v : memref<?xf16>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}
