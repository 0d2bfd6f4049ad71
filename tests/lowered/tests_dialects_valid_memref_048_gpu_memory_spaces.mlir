module {
  func.func @f(%arg0: memref<4xf32, #gpu.address_space<global>>, %arg1: memref<2xi8, #gpu.memory_space<workgroup>>, %arg2: memref<4xf32, #gpu.address_space<private>>, %arg3: memref<4xf32, #gpu.address_space<workgroup>>) {
    %alloca = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
    memref.copy %arg0, %alloca : memref<4xf32, #gpu.address_space<global>> to memref<4xf32, #gpu.address_space<private>>
    llvm.return
  }
}

