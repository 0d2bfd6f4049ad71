module {
  llvm.func @f() -> !llvm.struct<(f32, f32)> {
    %0 = llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
    llvm.return %0 : !llvm.struct<(f32, f32)>
  }
}

