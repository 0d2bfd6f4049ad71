module {
  llvm.func @f(%arg0: i32, %arg1: f32) -> !llvm.struct<(f32, i32)> {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%arg0, %arg1 : i32, f32)
  ^bb1(%2: i32, %3: f32):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "sgt" %2, %1 : i32
    llvm.cond_br %4, ^bb2(%3, %2 : f32, i32), ^bb3
  ^bb2(%5: f32, %6: i32):  // pred: ^bb1
    %7 = llvm.sub %6, %0 : i32
    llvm.br ^bb1(%7, %5 : i32, f32)
  ^bb3:  // pred: ^bb1
    %8 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
    %9 = llvm.insertvalue %3, %8[0] : !llvm.struct<(f32, i32)> 
    %10 = llvm.insertvalue %2, %9[1] : !llvm.struct<(f32, i32)> 
    llvm.return %10 : !llvm.struct<(f32, i32)>
  }
}

