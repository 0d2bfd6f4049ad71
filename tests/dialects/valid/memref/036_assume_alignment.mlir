// memref.assume_alignment returns the memref with an alignment assumption.
func.func @f(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = memref.assume_alignment %m, 64 : memref<?xf32>
  return %0 : memref<?xf32>
}
