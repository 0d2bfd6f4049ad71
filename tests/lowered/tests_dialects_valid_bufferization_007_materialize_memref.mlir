module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: memref<?xf32>) {
    bufferization.materialize_in_destination %arg0 in restrict writable %arg1 : (tensor<?xf32>, memref<?xf32>) -> ()
    llvm.return
  }
}

