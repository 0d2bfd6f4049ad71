module {
  func.func @f() -> (f8E4M3FN, f8E5M2, tf32, f80, f128) {
    %0 = llvm.mlir.constant(1.000000e+00 : f8E4M3FN) : i8
    %1 = builtin.unrealized_conversion_cast %0 : i8 to f8E4M3FN
    %2 = llvm.mlir.constant(-2.000000e+00 : f8E5M2) : i8
    %3 = builtin.unrealized_conversion_cast %2 : i8 to f8E5M2
    %cst = arith.constant 5.000000e-01 : tf32
    %4 = llvm.mlir.constant(3.000000e+00 : f80) : f80
    %5 = llvm.mlir.constant(1.000000e+10 : f128) : f128
    return %1, %3, %cst, %4, %5 : f8E4M3FN, f8E5M2, tf32, f80, f128
  }
}

