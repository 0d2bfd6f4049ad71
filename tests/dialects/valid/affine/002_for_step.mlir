// affine.for with a step and a negative lower bound.
func.func @f(%m: memref<100xf32>, %x: f32) {
  affine.for %i = -4 to 96 step 4 {
    affine.store %x, %m[%i + 4] : memref<100xf32>
  }
  return
}
