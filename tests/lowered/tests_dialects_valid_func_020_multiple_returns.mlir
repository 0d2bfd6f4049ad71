module {
  llvm.func @ret(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    llvm.cond_br %arg0, ^bb1(%arg1 : f32), ^bb1(%arg2 : f32)
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    llvm.return %0 : f32
  }
}

