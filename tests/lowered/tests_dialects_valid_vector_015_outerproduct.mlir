module {
  llvm.func @f(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: !llvm.array<4 x vector<8xf32>>, %arg3: f32, %arg4: vector<4xf32>) -> !llvm.array<4 x vector<8xf32>> {
    %0 = builtin.unrealized_conversion_cast %arg2 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
    %1 = vector.outerproduct %arg0, %arg1, %0 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
    %2 = vector.outerproduct %arg0, %arg1, %1 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
    %3 = builtin.unrealized_conversion_cast %2 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
    llvm.return %3 : !llvm.array<4 x vector<8xf32>>
  }
}

