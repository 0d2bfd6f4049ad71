module {
  llvm.func @f() -> vector<4xf32> {
    %0 = llvm.mlir.poison : vector<4xf32>
    llvm.return %0 : vector<4xf32>
  }
}

