// affine.yield directly in a function body.
// MLIR-ERROR: 'affine.yield' op only terminates affine.if/for/parallel regions
func.func @f() {
  affine.yield
}
