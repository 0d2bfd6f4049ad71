module {
  llvm.func @escape(%arg0: f32, %arg1: f32) -> i32 {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(4.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(255 : i32) : i32
    llvm.br ^bb1(%0, %0, %2 : f32, f32, i32)
  ^bb1(%5: f32, %6: f32, %7: i32):  // 2 preds: ^bb0, ^bb2
    %8 = llvm.fmul %5, %5 : f32
    %9 = llvm.fmul %6, %6 : f32
    %10 = llvm.fadd %8, %9 : f32
    %11 = llvm.fcmp "olt" %10, %1 : f32
    %12 = llvm.icmp "slt" %7, %4 : i32
    %13 = llvm.and %11, %12 : i1
    llvm.cond_br %13, ^bb2(%5, %6, %7 : f32, f32, i32), ^bb3
  ^bb2(%14: f32, %15: f32, %16: i32):  // pred: ^bb1
    %17 = llvm.fmul %14, %14 : f32
    %18 = llvm.fmul %15, %15 : f32
    %19 = llvm.fsub %17, %18 : f32
    %20 = llvm.fadd %19, %arg0 : f32
    %21 = llvm.fmul %14, %15 : f32
    %22 = llvm.fadd %21, %21 : f32
    %23 = llvm.fadd %22, %arg1 : f32
    %24 = llvm.add %16, %3 : i32
    llvm.br ^bb1(%20, %23, %24 : f32, f32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %7 : i32
  }
}

