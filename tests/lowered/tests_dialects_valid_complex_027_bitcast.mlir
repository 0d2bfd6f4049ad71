module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: i64, %arg2: f64, %arg3: !llvm.struct<(f16, f16)>) -> !llvm.struct<(f32, f32)> {
    %0 = complex.bitcast %arg1 : i64 to complex<f32>
    %1 = builtin.unrealized_conversion_cast %0 : complex<f32> to !llvm.struct<(f32, f32)>
    llvm.return %1 : !llvm.struct<(f32, f32)>
  }
}

