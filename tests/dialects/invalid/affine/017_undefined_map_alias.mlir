// Use of an affine map alias that is not defined.
// MLIR-ERROR: undefined symbol alias id 'undefined'
func.func @f(%i: index) {
  %0 = affine.apply #undefined(%i)
  return
}
