module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: i32, %arg2: i64, %arg3: !llvm.struct<(f64, f64)>) -> !llvm.struct<(f32, f32)> {
    %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.struct<(f32, f32)> to complex<f32>
    %1 = complex.powi %0, %arg1 : complex<f32>, i32
    %2 = builtin.unrealized_conversion_cast %1 : complex<f32> to !llvm.struct<(f32, f32)>
    llvm.return %2 : !llvm.struct<(f32, f32)>
  }
}

