module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f64, f64)>) -> !llvm.struct<(f32, f64)> {
    %0 = builtin.unrealized_conversion_cast %arg1 : !llvm.struct<(f64, f64)> to complex<f64>
    %1 = builtin.unrealized_conversion_cast %arg0 : !llvm.struct<(f32, f32)> to complex<f32>
    %2 = complex.angle %1 : complex<f32>
    %3 = complex.angle %0 fastmath<nsz> : complex<f64>
    %4 = llvm.mlir.poison : !llvm.struct<(f32, f64)>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(f32, f64)> 
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(f32, f64)> 
    llvm.return %6 : !llvm.struct<(f32, f64)>
  }
}

