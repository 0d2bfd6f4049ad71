module {
  llvm.func @f(%arg0: vector<4xi32>, %arg1: vector<[4]xi32>) -> !llvm.array<4 x vector<[4]xi32>> {
    %0 = vector.outerproduct %arg0, %arg1 : vector<4xi32>, vector<[4]xi32>
    %1 = builtin.unrealized_conversion_cast %0 : vector<4x[4]xi32> to !llvm.array<4 x vector<[4]xi32>>
    llvm.return %1 : !llvm.array<4 x vector<[4]xi32>>
  }
}

