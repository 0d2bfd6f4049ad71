module {
  llvm.func @f(%arg0: vector<[4]xf32>, %arg1: vector<[8]xi16>) -> vector<[4]xf32> {
    %0 = llvm.intr.exp(%arg0) : (vector<[4]xf32>) -> vector<[4]xf32>
    llvm.return %0 : vector<[4]xf32>
  }
}

