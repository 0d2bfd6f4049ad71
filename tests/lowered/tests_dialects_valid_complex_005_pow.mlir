module {
  llvm.func @f(%arg0: !llvm.struct<(f16, f16)>, %arg1: !llvm.struct<(f32, f32)>, %arg2: !llvm.struct<(f64, f64)>, %arg3: !llvm.struct<(bf16, bf16)>) -> !llvm.struct<(f32, f32)> {
    %0 = builtin.unrealized_conversion_cast %arg1 : !llvm.struct<(f32, f32)> to complex<f32>
    %1 = complex.pow %0, %0 fastmath<nnan> : complex<f32>
    %2 = complex.pow %1, %0 fastmath<nnan,ninf> {tag} : complex<f32>
    %3 = builtin.unrealized_conversion_cast %2 : complex<f32> to !llvm.struct<(f32, f32)>
    llvm.return %3 : !llvm.struct<(f32, f32)>
  }
}

