module {
  llvm.func @f(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32
    %1 = llvm.mul %0, %arg0 : i32
    %2 = llvm.sub %1, %arg0 : i32
    %3 = llvm.xor %2, %arg0 : i32
    llvm.return %3 : i32
  }
}

