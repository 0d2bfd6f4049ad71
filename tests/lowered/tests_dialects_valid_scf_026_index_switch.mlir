module {
  llvm.func @f(%arg0: i64, %arg1: f32, %arg2: f32) -> f32 {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %1 : i32, ^bb4 [
      0: ^bb1,
      1: ^bb2,
      7: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    llvm.br ^bb5(%arg1 : f32)
  ^bb2:  // pred: ^bb0
    %2 = llvm.fadd %arg1, %arg2 : f32
    llvm.br ^bb5(%2 : f32)
  ^bb3:  // pred: ^bb0
    llvm.br ^bb5(%arg2 : f32)
  ^bb4:  // pred: ^bb0
    llvm.br ^bb5(%0 : f32)
  ^bb5(%3: f32):  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
    llvm.return %3 : f32
  }
}

