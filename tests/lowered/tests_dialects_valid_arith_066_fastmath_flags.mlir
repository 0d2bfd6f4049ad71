module {
  llvm.func @f(%arg0: f32) -> f32 {
    %0 = llvm.fadd %arg0, %arg0 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1 = llvm.fadd %0, %arg0 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %2 = llvm.fadd %1, %arg0 {fastmathFlags = #llvm.fastmath<ninf>} : f32
    %3 = llvm.fadd %2, %arg0 {fastmathFlags = #llvm.fastmath<nsz>} : f32
    %4 = llvm.fadd %3, %arg0 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %5 = llvm.fadd %4, %arg0 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %6 = llvm.fadd %5, %arg0 {fastmathFlags = #llvm.fastmath<afn>} : f32
    %7 = llvm.fadd %6, %arg0 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %8 = llvm.fadd %7, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %9 = llvm.fadd %8, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %10 = llvm.fadd %9, %arg0 : f32
    llvm.return %10 : f32
  }
}

