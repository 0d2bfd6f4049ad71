module {
  llvm.func @f(%arg0: i8, %arg1: vector<[16]xi8>) -> !llvm.array<2 x vector<[16]xi8>> {
    %0 = vector.broadcast %arg1 : vector<[16]xi8> to vector<2x[16]xi8>
    %1 = builtin.unrealized_conversion_cast %0 : vector<2x[16]xi8> to !llvm.array<2 x vector<[16]xi8>>
    llvm.return %1 : !llvm.array<2 x vector<[16]xi8>>
  }
}

