// Memref types with strided layouts: static, dynamic and offset-only forms.
func.func @f(%a: memref<4x4xf32, strided<[4, 1]>>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>, %c: memref<8xf32, strided<[2], offset: 3>>, %d: memref<2x3xf32, strided<[1, 2]>>) {
  return
}
