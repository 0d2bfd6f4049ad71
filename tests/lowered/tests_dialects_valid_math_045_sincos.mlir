module {
  llvm.func @f(%arg0: f32, %arg1: vector<4xf64>) -> !llvm.struct<(f32, f32)> {
    %0 = llvm.intr.sincos(%arg0) : (f32) -> !llvm.struct<(f32, f32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)> 
    %3 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(f32, f32)> 
    %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(f32, f32)> 
    llvm.return %5 : !llvm.struct<(f32, f32)>
  }
}

