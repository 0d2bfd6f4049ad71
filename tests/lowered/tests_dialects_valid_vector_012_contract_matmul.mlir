#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  llvm.func @f(%arg0: !llvm.array<4 x vector<8xf32>>, %arg1: !llvm.array<8 x vector<2xf32>>, %arg2: !llvm.array<4 x vector<2xf32>>) -> !llvm.array<4 x vector<2xf32>> {
    %0 = builtin.unrealized_conversion_cast %arg2 : !llvm.array<4 x vector<2xf32>> to vector<4x2xf32>
    %1 = builtin.unrealized_conversion_cast %arg1 : !llvm.array<8 x vector<2xf32>> to vector<8x2xf32>
    %2 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
    %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %2, %1, %0 : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
    %4 = builtin.unrealized_conversion_cast %3 : vector<4x2xf32> to !llvm.array<4 x vector<2xf32>>
    llvm.return %4 : !llvm.array<4 x vector<2xf32>>
  }
}

