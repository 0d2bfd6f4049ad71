// memref.realloc growing a buffer, static and dynamic.
func.func @f(%m: memref<4xf32>, %d: memref<?xi8>, %n: index) -> (memref<8xf32>, memref<?xi8>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %d(%n) {alignment = 8 : i64} : memref<?xi8> to memref<?xi8>
  return %0, %1 : memref<8xf32>, memref<?xi8>
}
