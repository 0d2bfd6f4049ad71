// bufferization.clone of a memref.
func.func @f(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
