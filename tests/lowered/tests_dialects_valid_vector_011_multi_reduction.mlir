module {
  llvm.func @f(%arg0: !llvm.array<4 x array<8 x vector<16xf32>>>, %arg1: !llvm.array<4 x vector<16xf32>>, %arg2: f32, %arg3: !llvm.array<2 x vector<3xi8>>, %arg4: vector<2xi8>) -> !llvm.array<4 x vector<16xf32>> {
    %0 = builtin.unrealized_conversion_cast %arg1 : !llvm.array<4 x vector<16xf32>> to vector<4x16xf32>
    %1 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<4 x array<8 x vector<16xf32>>> to vector<4x8x16xf32>
    %2 = vector.multi_reduction <add>, %1, %0 [1] : vector<4x8x16xf32> to vector<4x16xf32>
    %3 = builtin.unrealized_conversion_cast %2 : vector<4x16xf32> to !llvm.array<4 x vector<16xf32>>
    llvm.return %3 : !llvm.array<4 x vector<16xf32>>
  }
}

