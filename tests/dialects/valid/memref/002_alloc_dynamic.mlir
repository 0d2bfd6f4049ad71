// memref.alloc with dynamic sizes.
func.func @f(%m: index, %n: index) -> memref<?x8x?xf32> {
  %0 = memref.alloc(%m, %n) : memref<?x8x?xf32>
  return %0 : memref<?x8x?xf32>
}
