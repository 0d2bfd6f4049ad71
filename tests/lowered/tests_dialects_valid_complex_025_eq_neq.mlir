module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f32, f32)>, %arg2: !llvm.struct<(f64, f64)>) -> !llvm.struct<(i1, i1)> {
    %0 = builtin.unrealized_conversion_cast %arg1 : !llvm.struct<(f32, f32)> to complex<f32>
    %1 = builtin.unrealized_conversion_cast %arg0 : !llvm.struct<(f32, f32)> to complex<f32>
    %2 = complex.eq %1, %0 : complex<f32>
    %3 = complex.neq %1, %0 : complex<f32>
    %4 = llvm.mlir.poison : !llvm.struct<(i1, i1)>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(i1, i1)> 
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(i1, i1)> 
    llvm.return %6 : !llvm.struct<(i1, i1)>
  }
}

