module {
  llvm.func @op_add(%arg0: f32, %arg1: f32) -> f32 attributes {sym_visibility = "private"} {
    %0 = llvm.fadd %arg0, %arg1 : f32
    llvm.return %0 : f32
  }
  llvm.func @op_mul(%arg0: f32, %arg1: f32) -> f32 attributes {sym_visibility = "private"} {
    %0 = llvm.fmul %arg0, %arg1 : f32
    llvm.return %0 : f32
  }
  llvm.func @apply(%arg0: i64, %arg1: f32, %arg2: f32) -> f32 {
    %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %1 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %1 : i32, ^bb3 [
      0: ^bb1,
      1: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    %2 = llvm.call @op_add(%arg1, %arg2) : (f32, f32) -> f32
    llvm.br ^bb4(%2 : f32)
  ^bb2:  // pred: ^bb0
    %3 = llvm.call @op_mul(%arg1, %arg2) : (f32, f32) -> f32
    llvm.br ^bb4(%3 : f32)
  ^bb3:  // pred: ^bb0
    llvm.br ^bb4(%0 : f32)
  ^bb4(%4: f32):  // 3 preds: ^bb1, ^bb2, ^bb3
    llvm.return %4 : f32
  }
}

