module {
  func.func @aliased(%arg0: i32, %arg1: (i32) -> i32, %arg2: tensor<4x?xf32>) -> (i32, tensor<4x?xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg1 : (i32) -> i32 to !llvm.ptr
    %1 = llvm.call %0(%arg0) : !llvm.ptr, (i32) -> i32
    return %1, %arg2 : i32, tensor<4x?xf32>
  }
}

