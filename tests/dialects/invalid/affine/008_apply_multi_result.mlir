// affine.apply of a map with two results.
// MLIR-ERROR: operation defines 2 results but was provided 1 to bind
func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%i)
  return
}
