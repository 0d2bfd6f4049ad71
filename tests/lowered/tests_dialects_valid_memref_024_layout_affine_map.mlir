#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
#map2 = affine_map<(d0) -> (d0 * 2 + 1)>
module {
  func.func @f(%arg0: memref<8x8xf32, #map>, %arg1: memref<16x16xf32, #map1>, %arg2: memref<4xf32, #map2>) {
    llvm.return
  }
}

