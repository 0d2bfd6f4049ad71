module {
  llvm.func @f(%arg0: i64, %arg1: f32, %arg2: f32) -> f32 {
    llvm.switch %arg0 : i64, ^bb1(%arg1 : f32) [
      10: ^bb1(%arg2 : f32),
      20: ^bb2
    ]
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    llvm.return %0 : f32
  ^bb2:  // pred: ^bb0
    %1 = llvm.fadd %arg1, %arg2 : f32
    llvm.return %1 : f32
  }
}

