// memref.transpose with a permutation map; the result has a strided layout.
func.func @f(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}
