module {
  func.func @f(%arg0: memref<4xf32, 1>, %arg1: memref<?xi8, 3>, %arg2: memref<4xf32, #gpu.address_space<workgroup>>, %arg3: memref<*xf32, 2>) {
    llvm.return
  }
}

