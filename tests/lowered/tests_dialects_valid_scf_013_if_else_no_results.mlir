module {
  llvm.func @sink(f32) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i1, %arg1: f32, %arg2: f32) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg1) : (f32) -> ()
    llvm.br ^bb3
  ^bb2:  // pred: ^bb0
    llvm.call @sink(%arg2) : (f32) -> ()
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    llvm.return
  }
}

