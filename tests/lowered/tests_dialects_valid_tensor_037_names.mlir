module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: f32) -> (f32, tensor<?xf32>, index, tensor<4xf32>) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %extracted = tensor.extract %arg0[%1] : tensor<?xf32>
    %inserted = tensor.insert %extracted into %arg0[%1] : tensor<?xf32>
    %dim = tensor.dim %arg0, %1 : tensor<?xf32>
    %splat = tensor.splat %arg1 : tensor<4xf32>
    return %extracted, %inserted, %dim, %splat : f32, tensor<?xf32>, index, tensor<4xf32>
  }
}

