module {
  llvm.func @f(%arg0: vector<4xf32>, %arg1: vector<[8]xf32>) -> vector<[8]xf32> {
    %0 = llvm.intr.vector.insert %arg0, %arg1[0] : vector<4xf32> into vector<[8]xf32>
    %1 = llvm.intr.vector.insert %arg0, %0[4] : vector<4xf32> into vector<[8]xf32>
    llvm.return %1 : vector<[8]xf32>
  }
}

