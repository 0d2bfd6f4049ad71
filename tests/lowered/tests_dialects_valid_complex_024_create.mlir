module {
  llvm.func @f(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f16) -> !llvm.struct<(f32, f32)> {
    %0 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(f32, f32)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(f32, f32)> 
    llvm.return %2 : !llvm.struct<(f32, f32)>
  }
}

