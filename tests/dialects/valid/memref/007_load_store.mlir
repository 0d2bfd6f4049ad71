// memref.load and memref.store with 0, 1 and 2 indices.
func.func @f(%a: memref<f32>, %b: memref<?xi32>, %c: memref<4x4xf64>, %i: index, %j: index) {
  %0 = memref.load %a[] : memref<f32>
  %1 = memref.load %b[%i] : memref<?xi32>
  %2 = memref.load %c[%i, %j] : memref<4x4xf64>
  memref.store %0, %a[] : memref<f32>
  memref.store %1, %b[%i] : memref<?xi32>
  memref.store %2, %c[%j, %i] : memref<4x4xf64>
  return
}
