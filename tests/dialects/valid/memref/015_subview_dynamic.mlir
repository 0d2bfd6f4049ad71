// memref.subview with dynamic offsets, sizes and strides.
func.func @f(%m: memref<?x?xf32>, %o: index, %s: index, %st: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%o, %o] [%s, %s] [%st, %st] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
