module {
  llvm.func @sink(f32) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i1, %arg1: f32) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%arg1) : (f32) -> ()
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.return
  }
}

