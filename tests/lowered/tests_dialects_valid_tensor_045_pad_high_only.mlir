module {
  func.func @f(%arg0: tensor<3x3xi32>) -> tensor<4x4xi32> {
    %padded = tensor.pad %arg0 low[0, 0] high[1, 1] {
    ^bb0(%arg1: index, %arg2: index):
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
      %2 = llvm.add %1, %0 : i64
      %3 = llvm.trunc %2 : i64 to i32
      tensor.yield %3 : i32
    } : tensor<3x3xi32> to tensor<4x4xi32>
    return %padded : tensor<4x4xi32>
  }
}

