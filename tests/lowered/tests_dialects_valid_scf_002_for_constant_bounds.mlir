module {
  llvm.func @sink(i64, i32) attributes {sym_visibility = "private"}
  llvm.func @f() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(10 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%0 : i64)
  ^bb1(%4: i64):  // 2 preds: ^bb0, ^bb2
    %5 = llvm.icmp "slt" %4, %1 : i64
    llvm.cond_br %5, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.call @sink(%4, %3) : (i64, i32) -> ()
    %6 = llvm.add %4, %2 : i64
    llvm.br ^bb1(%6 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
}

