module {
  llvm.func @f() -> !llvm.struct<(i32, i32)> {
    %0 = llvm.mlir.poison : i32
    %1 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(i32, i32)> 
    %3 = llvm.insertvalue %0, %2[1] : !llvm.struct<(i32, i32)> 
    llvm.return %3 : !llvm.struct<(i32, i32)>
  }
}

