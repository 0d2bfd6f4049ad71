#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  llvm.func @f(%arg0: !llvm.array<2 x array<4 x vector<8xf16>>>, %arg1: !llvm.array<2 x vector<8xf16>>, %arg2: !llvm.array<2 x vector<4xf32>>) -> !llvm.array<2 x vector<4xf32>> {
    %0 = builtin.unrealized_conversion_cast %arg2 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
    %1 = builtin.unrealized_conversion_cast %arg1 : !llvm.array<2 x vector<8xf16>> to vector<2x8xf16>
    %2 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x array<4 x vector<8xf16>>> to vector<2x4x8xf16>
    %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %2, %1, %0 : vector<2x4x8xf16>, vector<2x8xf16> into vector<2x4xf32>
    %4 = builtin.unrealized_conversion_cast %3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
    llvm.return %4 : !llvm.array<2 x vector<4xf32>>
  }
}

