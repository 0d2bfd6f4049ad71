// affine.for with SSA-value bounds (dimension and symbol operands).
func.func @f(%lb: index, %ub: index, %m: memref<?xf32>, %x: f32) {
  affine.for %i = %lb to %ub {
    affine.store %x, %m[%i] : memref<?xf32>
  }
  return
}
