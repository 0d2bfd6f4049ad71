module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f64, f64)>, %arg2: !llvm.struct<(f16, f16)>) -> !llvm.struct<(f64, f64)> {
    llvm.return %arg1 : !llvm.struct<(f64, f64)>
  }
}

