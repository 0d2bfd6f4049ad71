module {
  llvm.func @f(%arg0: i32, %arg1: f32) -> !llvm.struct<(i32, f32)> {
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2(%arg0, %arg1 : i32, f32)
  ^bb2(%0: i32, %1: f32):  // pred: ^bb1
    %2 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, f32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, f32)> 
    llvm.return %4 : !llvm.struct<(i32, f32)>
  }
}

