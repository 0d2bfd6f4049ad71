// affine.for whose upper bound is a symbol from memref.dim.
func.func @f(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %x = affine.load %m[%i] : memref<?xf32>
  }
  return
}
