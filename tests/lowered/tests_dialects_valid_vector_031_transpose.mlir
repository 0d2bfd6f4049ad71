module {
  func.func @f(%arg0: vector<2x3xf32>, %arg1: vector<2x3x4xi8>, %arg2: vector<[4]x2xf16>) -> vector<3x2xf32> {
    %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
    %1 = builtin.unrealized_conversion_cast %0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
    llvm.return %1 : !llvm.array<3 x vector<2xf32>>
  }
}

