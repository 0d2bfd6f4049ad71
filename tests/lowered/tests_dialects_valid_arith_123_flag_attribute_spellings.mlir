module {
  llvm.func @f(%arg0: f32, %arg1: i32) -> !llvm.struct<(f32, i32)> attributes {flags = [#arith.fastmath<nnan,ninf>, #arith.fastmath<none>, #arith.overflow<nsw, nuw>, #arith.fastmath<fast>]} {
    %0 = llvm.fadd %arg0, %arg0 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %1 = llvm.fmul %0, %arg0 {fastmathFlags = #llvm.fastmath<arcp, afn, reassoc>} : f32
    %2 = llvm.fsub %1, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %3 = llvm.add %arg1, %arg1 overflow<nsw, nuw> : i32
    %4 = llvm.mul %3, %3 : i32
    %5 = llvm.fdiv %2, %arg0 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %6 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(f32, i32)> 
    %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(f32, i32)> 
    llvm.return %8 : !llvm.struct<(f32, i32)>
  }
}

