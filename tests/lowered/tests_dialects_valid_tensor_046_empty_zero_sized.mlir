module {
  func.func @f() -> (tensor<0x4xf32>, index) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = tensor.empty() : tensor<0x4xf32>
    return %2, %1 : tensor<0x4xf32>, index
  }
}

