// Memref types in the memory spaces of the gpu dialect's attributes: address_space and memory_space, a string case, the #gpu<...> form with blanks.
func.func @f(%a: memref<4xf32, #gpu.address_space<global>>, %b: memref<2xi8, #gpu.memory_space<workgroup>>, %c: memref<4xf32, #gpu.address_space<"private">>, %d: memref<4xf32, #gpu< address_space<workgroup> >>) {
  %0 = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
  memref.copy %a, %0 : memref<4xf32, #gpu.address_space<global>> to memref<4xf32, #gpu.address_space<private>>
  return
}
