// affine.for with constant bounds and the default step.
func.func @f(%m: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
  }
  return
}
