module {
  llvm.func @names(%arg0: i32, %arg1: i32, %arg2: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(i32, f32)> 
    %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(i32, f32)> 
    llvm.return %2 : !llvm.struct<(i32, f32)>
  }
}

