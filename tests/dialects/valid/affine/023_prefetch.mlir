// affine.prefetch with read/write, locality and cache type.
func.func @f(%m: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.prefetch %m[%i, %i + 3], read, locality<3>, data : memref<400x400xi32>
    affine.prefetch %m[%i, 0], write, locality<1>, instr : memref<400x400xi32>
  }
  return
}
