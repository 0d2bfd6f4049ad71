module {
  llvm.func @f(%arg0: f32, %arg1: vector<4xf32>, %arg2: !llvm.array<3 x vector<1xi32>>, %arg3: i64) -> !llvm.array<2 x array<3 x vector<4xf32>>> {
    %0 = vector.broadcast %arg1 : vector<4xf32> to vector<2x3x4xf32>
    %1 = builtin.unrealized_conversion_cast %0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
    llvm.return %1 : !llvm.array<2 x array<3 x vector<4xf32>>>
  }
}

