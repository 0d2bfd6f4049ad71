module {
  llvm.func @mixed(%arg0: i32, %arg1: i32 {test.b}, %arg2: i32) -> !llvm.struct<(i32, i32)> attributes {test.fn} {
    %0 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i32)> 
    %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(i32, i32)> 
    llvm.return %2 : !llvm.struct<(i32, i32)>
  }
}

