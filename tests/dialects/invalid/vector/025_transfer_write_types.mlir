// vector.transfer_write with one type.
// MLIR-ERROR: custom op 'vector.transfer_write' requires two types
func.func @f(%v: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  vector.transfer_write %v, %m[%i] : vector<4xf32>
  return
}
