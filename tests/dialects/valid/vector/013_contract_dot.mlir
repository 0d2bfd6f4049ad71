// vector.contract: a dot product into a scalar with an explicit kind, and extra attributes.
func.func @f(%x: vector<16xi32>, %y: vector<16xi32>, %acc: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<mul>} %x, %y, %acc {fused = true} : vector<16xi32>, vector<16xi32> into i32
  return %0 : i32
}
