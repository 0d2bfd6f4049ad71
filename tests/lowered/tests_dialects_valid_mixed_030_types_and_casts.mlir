module {
  llvm.func @convert(%arg0: i8, %arg1: f16, %arg2: i64) -> !llvm.struct<(i64, f64, i64, bf16)> {
    %0 = llvm.sext %arg0 : i8 to i32
    %1 = llvm.sitofp %0 : i32 to f32
    %2 = llvm.fpext %arg1 : f16 to f32
    %3 = llvm.fadd %1, %2 : f32
    %4 = llvm.fpext %3 : f32 to f64
    %5 = llvm.fptosi %4 : f64 to i64
    %6 = llvm.add %5, %arg2 : i64
    %7 = llvm.fptrunc %3 : f32 to bf16
    %8 = llvm.mlir.poison : !llvm.struct<(i64, f64, i64, bf16)>
    %9 = llvm.insertvalue %5, %8[0] : !llvm.struct<(i64, f64, i64, bf16)> 
    %10 = llvm.insertvalue %4, %9[1] : !llvm.struct<(i64, f64, i64, bf16)> 
    %11 = llvm.insertvalue %6, %10[2] : !llvm.struct<(i64, f64, i64, bf16)> 
    %12 = llvm.insertvalue %7, %11[3] : !llvm.struct<(i64, f64, i64, bf16)> 
    llvm.return %12 : !llvm.struct<(i64, f64, i64, bf16)>
  }
}

