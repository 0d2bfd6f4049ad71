module {
  llvm.func @f(%arg0: !llvm.array<4 x array<8 x vector<16xf32>>>) -> !llvm.array<2 x array<4 x vector<16xf32>>> {
    %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<4 x array<8 x vector<16xf32>>> to vector<4x8x16xf32>
    %1 = vector.extract_strided_slice %0 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
    %2 = builtin.unrealized_conversion_cast %1 : vector<2x4x16xf32> to !llvm.array<2 x array<4 x vector<16xf32>>>
    llvm.return %2 : !llvm.array<2 x array<4 x vector<16xf32>>>
  }
}

