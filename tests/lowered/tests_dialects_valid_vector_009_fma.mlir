module {
  llvm.func @f(%arg0: vector<8xf32>, %arg1: !llvm.array<4 x vector<4xf64>>, %arg2: vector<1xf16>, %arg3: vector<[4]xbf16>) -> vector<8xf32> {
    %0 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    llvm.return %0 : vector<8xf32>
  }
}

