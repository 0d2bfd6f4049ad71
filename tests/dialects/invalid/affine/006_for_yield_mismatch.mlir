// affine.for whose affine.yield type differs from the iter_arg type.
// MLIR-ERROR: 'affine.yield' op types mismatch between yield op and its parent
func.func @f(%x: f32, %y: i32) {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %x) -> (f32) {
    affine.yield %y : i32
  }
  return
}
