module {
  llvm.func @f(%arg0: !llvm.struct<(f16, f16)>, %arg1: !llvm.struct<(f32, f32)>, %arg2: !llvm.struct<(f64, f64)>, %arg3: !llvm.struct<(bf16, bf16)>) -> !llvm.struct<(f32, f32)> {
    %0 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %1 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %2 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %3 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %4 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %5 = llvm.fmul %2, %2 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %6 = llvm.fmul %3, %3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %7 = llvm.fadd %5, %6 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %8 = llvm.fmul %0, %2 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %9 = llvm.fmul %1, %3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %10 = llvm.fadd %8, %9 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %11 = llvm.fmul %1, %2 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %12 = llvm.fmul %0, %3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %13 = llvm.fsub %11, %12 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %14 = llvm.fdiv %10, %7 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %15 = llvm.fdiv %13, %7 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %16 = llvm.insertvalue %14, %4[0] : !llvm.struct<(f32, f32)> 
    %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(f32, f32)> 
    %18 = llvm.extractvalue %17[0] : !llvm.struct<(f32, f32)> 
    %19 = llvm.extractvalue %17[1] : !llvm.struct<(f32, f32)> 
    %20 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %21 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %22 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %23 = llvm.fmul %20, %20 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %24 = llvm.fmul %21, %21 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %25 = llvm.fadd %23, %24 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %26 = llvm.fmul %18, %20 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %27 = llvm.fmul %19, %21 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %28 = llvm.fadd %26, %27 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %29 = llvm.fmul %19, %20 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %30 = llvm.fmul %18, %21 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %31 = llvm.fsub %29, %30 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %32 = llvm.fdiv %28, %25 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %33 = llvm.fdiv %31, %25 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %34 = llvm.insertvalue %32, %22[0] : !llvm.struct<(f32, f32)> 
    %35 = llvm.insertvalue %33, %34[1] : !llvm.struct<(f32, f32)> 
    llvm.return %35 : !llvm.struct<(f32, f32)>
  }
}

