module {
  llvm.func @lowbit(%arg0: i32) -> !llvm.struct<(i32, i1)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.sub %0, %arg0 : i32
    %3 = llvm.and %arg0, %2 : i32
    %4 = llvm.sub %arg0, %1 : i32
    %5 = llvm.and %arg0, %4 : i32
    %6 = llvm.icmp "eq" %5, %0 : i32
    %7 = llvm.mlir.poison : !llvm.struct<(i32, i1)>
    %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(i32, i1)> 
    %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i32, i1)> 
    llvm.return %9 : !llvm.struct<(i32, i1)>
  }
}

