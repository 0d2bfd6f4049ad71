module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>) -> !llvm.struct<(i32, i1)> {
    %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)> 
    %3 = llvm.mlir.poison : !llvm.struct<(i32, i1)>
    %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i32, i1)> 
    %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(i32, i1)> 
    llvm.return %5 : !llvm.struct<(i32, i1)>
  }
}

