// memref.copy between memrefs of compatible types.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<?x?xi8>, %d: memref<?x?xi8, strided<[?, 1]>>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %c, %d : memref<?x?xi8> to memref<?x?xi8, strided<[?, 1]>>
  return
}
