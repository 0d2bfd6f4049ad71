#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  llvm.func @f(%arg0: vector<16xi32>, %arg1: vector<16xi32>, %arg2: i32) -> i32 {
    %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<mul>} %arg0, %arg1, %arg2 {fused = true} : vector<16xi32>, vector<16xi32> into i32
    llvm.return %0 : i32
  }
}

