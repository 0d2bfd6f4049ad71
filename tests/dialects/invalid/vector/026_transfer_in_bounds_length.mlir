// vector.transfer_write whose in_bounds has more entries than the map has results.
// MLIR-ERROR: 'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0) -> (d0)> vs inBounds of size: 2
func.func @f(%v: vector<4xf32>, %m: memref<?xf32>, %i: index) {
  vector.transfer_write %v, %m[%i] {in_bounds = [true, false]} : vector<4xf32>, memref<?xf32>
  return
}
