#map = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @f(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<8xi1>, %arg4: vector<4x8xi1>) -> vector<8x4xf32> {
    %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg4 {permutation_map = #map} : tensor<?x?xf32>, vector<8x4xf32>
    %1 = builtin.unrealized_conversion_cast %0 : vector<8x4xf32> to !llvm.array<8 x vector<4xf32>>
    llvm.return %1 : !llvm.array<8 x vector<4xf32>>
  }
}

