// Memref types in integer, string and dialect-attribute memory spaces.
func.func @f(%a: memref<4xf32, 1>, %b: memref<?xi8, 3>, %c: memref<4xf32, #gpu.address_space<workgroup>>, %d: memref<*xf32, 2>) {
  %0 = memref.alloc() : memref<8xf32, 1>
  %1 = memref.alloca() : memref<2xf16, #gpu.address_space<private>>
  return
}
