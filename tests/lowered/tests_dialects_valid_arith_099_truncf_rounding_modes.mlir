module {
  llvm.func @f(%arg0: f32) -> f16 {
    %0 = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f32 to f16
    llvm.return %0 : f16
  }
}

