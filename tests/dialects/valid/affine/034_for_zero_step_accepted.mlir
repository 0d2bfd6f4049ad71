// affine.for with step 0 is accepted by the parser and verifier.
func.func @f() {
  affine.for %i = 0 to 10 step 0 {
  }
  return
}
