module {
  func.func @mean(%arg0: tensor<?xf32>, %arg1: index) -> f32 {
    %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    llvm.br ^bb1(%1, %3 : i64, f32)
  ^bb1(%4: i64, %5: f32):  // 2 preds: ^bb0, ^bb2
    %6 = builtin.unrealized_conversion_cast %4 : i64 to index
    %7 = llvm.icmp "slt" %4, %0 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %extracted = tensor.extract %arg0[%6] : tensor<?xf32>
    %8 = llvm.fadd %5, %extracted : f32
    %9 = llvm.add %4, %2 : i64
    llvm.br ^bb1(%9, %8 : i64, f32)
  ^bb3:  // pred: ^bb1
    %10 = llvm.trunc %0 : i64 to i32
    %11 = llvm.sitofp %10 : i32 to f32
    %12 = llvm.fdiv %5, %11 : f32
    llvm.return %12 : f32
  }
  func.func @double(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %0 = arith.addf %arg0, %arg0 : tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  llvm.func @divide(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.sdiv %arg0, %arg1 : i64
    llvm.return %0 : i64
  }
  llvm.func @per_item(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.call @divide(%arg0, %arg1) : (i64, i64) -> i64
    llvm.return %0 : i64
  }
}

