module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>) -> f32 {
    %0 = builtin.unrealized_conversion_cast %arg0 : !llvm.struct<(f32, f32)> to complex<f32>
    %1 = complex.conj %0 : complex<f32>
    %2 = builtin.unrealized_conversion_cast %1 : complex<f32> to !llvm.struct<(f32, f32)>
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(f32, f32)> 
    llvm.return %3 : f32
  }
}

