module {
  llvm.func @f(%arg0: i8) -> i8 {
    %0 = llvm.mlir.constant(-2 : i8) : i8
    %1 = llvm.mlir.constant(2 : i8) : i8
    %2 = llvm.add %arg0, %1 : i8
    %3 = llvm.mul %2, %1 : i8
    %4 = llvm.sdiv %3, %0 : i8
    llvm.return %4 : i8
  }
}

