module {
  llvm.func @f(%arg0: vector<4xf32>) -> vector<4xf32> {
    llvm.return %arg0 : vector<4xf32>
  }
}

