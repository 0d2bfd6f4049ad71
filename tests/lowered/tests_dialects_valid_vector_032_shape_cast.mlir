module {
  llvm.func @f(%arg0: !llvm.array<4 x vector<8xf32>>, %arg1: vector<1xf32>, %arg2: !llvm.array<2 x vector<[4]xi32>>) -> vector<32xf32> {
    %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
    %1 = vector.shape_cast %0 : vector<4x8xf32> to vector<32xf32>
    llvm.return %1 : vector<32xf32>
  }
}

