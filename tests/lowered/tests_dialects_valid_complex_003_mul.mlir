module {
  llvm.func @f(%arg0: !llvm.struct<(f16, f16)>, %arg1: !llvm.struct<(f32, f32)>, %arg2: !llvm.struct<(f64, f64)>, %arg3: !llvm.struct<(bf16, bf16)>) -> !llvm.struct<(f32, f32)> {
    %0 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %1 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %2 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %3 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %4 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %5 = llvm.fmul %2, %0 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %6 = llvm.fmul %3, %1 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %7 = llvm.fsub %5, %6 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %8 = llvm.fmul %1, %2 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %9 = llvm.fmul %0, %3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %10 = llvm.fadd %8, %9 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %11 = llvm.insertvalue %7, %4[0] : !llvm.struct<(f32, f32)> 
    %12 = llvm.insertvalue %10, %11[1] : !llvm.struct<(f32, f32)> 
    %13 = llvm.extractvalue %12[0] : !llvm.struct<(f32, f32)> 
    %14 = llvm.extractvalue %12[1] : !llvm.struct<(f32, f32)> 
    %15 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %16 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %17 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %18 = llvm.fmul %15, %13 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %19 = llvm.fmul %16, %14 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %20 = llvm.fsub %18, %19 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %21 = llvm.fmul %14, %15 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %22 = llvm.fmul %13, %16 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %23 = llvm.fadd %21, %22 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %24 = llvm.insertvalue %20, %17[0] : !llvm.struct<(f32, f32)> 
    %25 = llvm.insertvalue %23, %24[1] : !llvm.struct<(f32, f32)> 
    llvm.return %25 : !llvm.struct<(f32, f32)>
  }
}

