module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f64, f64)>) -> !llvm.struct<(f32, f64)> {
    %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %1 = llvm.extractvalue %arg1[0] : !llvm.struct<(f64, f64)> 
    %2 = llvm.mlir.poison : !llvm.struct<(f32, f64)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(f32, f64)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(f32, f64)> 
    llvm.return %4 : !llvm.struct<(f32, f64)>
  }
}

