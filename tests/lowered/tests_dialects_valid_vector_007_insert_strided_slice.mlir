module {
  llvm.func @f(%arg0: !llvm.array<2 x vector<4xf32>>, %arg1: !llvm.array<16 x array<4 x vector<8xf32>>>, %arg2: vector<4xi8>, %arg3: vector<8xi8>) -> !llvm.array<16 x array<4 x vector<8xf32>>> {
    %0 = builtin.unrealized_conversion_cast %arg1 : !llvm.array<16 x array<4 x vector<8xf32>>> to vector<16x4x8xf32>
    %1 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
    %2 = vector.insert_strided_slice %1, %0 {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<16x4x8xf32>
    %3 = builtin.unrealized_conversion_cast %2 : vector<16x4x8xf32> to !llvm.array<16 x array<4 x vector<8xf32>>>
    llvm.return %3 : !llvm.array<16 x array<4 x vector<8xf32>>>
  }
}

