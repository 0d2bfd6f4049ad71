module {
  llvm.func @f(%arg0: !llvm.struct<(f16, f16)>, %arg1: !llvm.struct<(f32, f32)>, %arg2: !llvm.struct<(f64, f64)>, %arg3: !llvm.struct<(bf16, bf16)>) -> !llvm.struct<(f32, f32)> {
    %0 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %1 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %2 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %3 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %4 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %5 = llvm.fsub %0, %2 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %6 = llvm.fsub %1, %3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(f32, f32)> 
    %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(f32, f32)> 
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(f32, f32)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(f32, f32)> 
    %11 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %12 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %13 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %14 = llvm.fsub %9, %11 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %15 = llvm.fsub %10, %12 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %16 = llvm.insertvalue %14, %13[0] : !llvm.struct<(f32, f32)> 
    %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(f32, f32)> 
    llvm.return %17 : !llvm.struct<(f32, f32)>
  }
}

