// Float arithmetic with fastmath flags in the attribute dictionary.
llvm.func @f(%a: f32, %b: f32) -> f32 {
  %0 = llvm.fadd %a, %b : f32
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %2 = llvm.fmul %1, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %3 = llvm.fdiv %2, %b {fastmathFlags = #llvm.fastmath<none>} : f32
  %4 = llvm.frem %3, %b : f32
  %5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
  llvm.return %5 : f32
}
