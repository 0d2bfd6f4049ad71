module {
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: vector<2xi16>) -> i64 {
    %0 = llvm.mul %arg0, %arg1 overflow<nsw> : i64
    %1 = llvm.mul %0, %arg1 overflow<nuw> : i64
    %2 = llvm.mul %1, %arg1 overflow<nsw, nuw> : i64
    %3 = llvm.mul %2, %arg1 overflow<nsw, nuw> : i64
    %4 = llvm.mul %3, %arg1 : i64
    llvm.return %4 : i64
  }
}

