module {
  llvm.func @f(%arg0: !llvm.array<4 x vector<8xf32>>, %arg1: vector<8xf32>, %arg2: vector<16xi32>, %arg3: vector<1xi32>) -> !llvm.array<4 x vector<8xf32>> {
    %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
    %dest, %accumulated_value = vector.scan <add>, %0, %arg1 {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
    %1 = builtin.unrealized_conversion_cast %dest : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
    llvm.return %1 : !llvm.array<4 x vector<8xf32>>
  }
}

