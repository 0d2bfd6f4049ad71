module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> i1 {
    %0 = llvm.icmp "uge" %arg0, %arg1 : i64
    llvm.return %0 : i1
  }
}

