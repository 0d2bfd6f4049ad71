module {
  llvm.func @f(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
    llvm.cond_br %arg0, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    llvm.return %arg1 : i32
  }
}

