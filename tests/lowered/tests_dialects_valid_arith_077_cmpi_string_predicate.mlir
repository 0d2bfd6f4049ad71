module {
  llvm.func @f(%arg0: i16, %arg1: i16) -> i1 {
    %0 = llvm.icmp "sle" %arg0, %arg1 : i16
    llvm.return %0 : i1
  }
}

