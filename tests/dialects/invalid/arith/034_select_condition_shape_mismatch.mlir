// arith.select with a vector condition of a different shape than the values.
// MLIR-ERROR: 'arith.select' op failed to verify that condition is signless i1 or has matching shape
func.func @f(%c: vector<2xi1>, %a: vector<4xf32>) {
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xf32>
  return
}
