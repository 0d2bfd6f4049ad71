module {
  func.func @f(%arg0: tensor<16xf16>) -> memref<16xf16, 1> {
    %0 = bufferization.to_buffer %arg0 : tensor<16xf16> to memref<16xf16, 1>
    %1 = builtin.unrealized_conversion_cast %0 : memref<16xf16, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
    llvm.return %1 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
  }
}

