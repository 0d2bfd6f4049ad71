module {
  llvm.func @f(%arg0: vector<4xf32>, %arg1: !llvm.array<3 x vector<8xi8>>, %arg2: vector<1xf32>) -> vector<8xi16> {
    %0 = llvm.bitcast %arg0 : vector<4xf32> to vector<8xi16>
    llvm.return %0 : vector<8xi16>
  }
}

