module {
  llvm.func @source(i64) -> f32 attributes {sym_visibility = "private"}
  llvm.func @sum(%arg0: i64) -> f32 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    llvm.br ^bb1(%0, %2 : i64, f32)
  ^bb1(%3: i64, %4: f32):  // 2 preds: ^bb0, ^bb2
    %5 = llvm.icmp "slt" %3, %arg0 : i64
    llvm.cond_br %5, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %6 = llvm.call @source(%3) : (i64) -> f32
    %7 = llvm.fadd %4, %6 : f32
    %8 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%8, %7 : i64, f32)
  ^bb3:  // pred: ^bb1
    llvm.return %4 : f32
  }
}

