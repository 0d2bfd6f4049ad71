module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f64, f64)>) -> !llvm.struct<(f32, f64)> {
    %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %2 = llvm.fmul %0, %0 : f32
    %3 = llvm.fmul %1, %1 : f32
    %4 = llvm.fadd %2, %3 : f32
    %5 = llvm.intr.sqrt(%4) : (f32) -> f32
    %6 = llvm.extractvalue %arg1[0] : !llvm.struct<(f64, f64)> 
    %7 = llvm.extractvalue %arg1[1] : !llvm.struct<(f64, f64)> 
    %8 = llvm.fmul %6, %6 {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %9 = llvm.fmul %7, %7 {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %10 = llvm.fadd %8, %9 {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %11 = llvm.intr.sqrt(%10) : (f64) -> f64
    %12 = llvm.mlir.poison : !llvm.struct<(f32, f64)>
    %13 = llvm.insertvalue %5, %12[0] : !llvm.struct<(f32, f64)> 
    %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(f32, f64)> 
    llvm.return %14 : !llvm.struct<(f32, f64)>
  }
}

