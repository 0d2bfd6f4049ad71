// affine.parallel over two dimensions with steps.
func.func @f(%m: memref<100x100xf32>, %x: f32) {
  affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) {
    affine.store %x, %m[%i, %j] : memref<100x100xf32>
  }
  return
}
