// arith.constant of a scalable vector from non-splat elements.
// MLIR-ERROR: 'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat
func.func @f() {
  %0 = arith.constant dense<[0, 1]> : vector<[2]xi32>
  return
}
