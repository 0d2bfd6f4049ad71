// affine.for with a negative step.
// MLIR-ERROR: custom op 'affine.for' expected step to be representable as a positive signed integer
func.func @f() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
