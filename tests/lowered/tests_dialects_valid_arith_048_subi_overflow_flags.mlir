module {
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: vector<2xi16>) -> i64 {
    %0 = llvm.sub %arg0, %arg1 overflow<nsw> : i64
    %1 = llvm.sub %0, %arg1 overflow<nuw> : i64
    %2 = llvm.sub %1, %arg1 overflow<nsw, nuw> : i64
    %3 = llvm.sub %2, %arg1 overflow<nsw, nuw> : i64
    %4 = llvm.sub %3, %arg1 : i64
    llvm.return %4 : i64
  }
}

