module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f64, f64)>, %arg2: !llvm.struct<(f16, f16)>) -> !llvm.struct<(f64, f64)> {
    %0 = builtin.unrealized_conversion_cast %arg1 : !llvm.struct<(f64, f64)> to complex<f64>
    %1 = complex.log %0 fastmath<afn> : complex<f64>
    %2 = complex.log %1 {note = 1 : i32} : complex<f64>
    %3 = builtin.unrealized_conversion_cast %2 : complex<f64> to !llvm.struct<(f64, f64)>
    llvm.return %3 : !llvm.struct<(f64, f64)>
  }
}

