module {
  llvm.func @f() -> !llvm.struct<(i1, i1)> {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(false) : i1
    %2 = llvm.mlir.poison : !llvm.struct<(i1, i1)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i1, i1)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i1, i1)> 
    llvm.return %4 : !llvm.struct<(i1, i1)>
  }
}

