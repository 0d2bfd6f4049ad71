module {
  llvm.func @f(%arg0: i64) {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %1 = bufferization.alloc_tensor(%0) : tensor<?xf32>
    bufferization.dealloc_tensor %1 : tensor<?xf32>
    llvm.return
  }
}

