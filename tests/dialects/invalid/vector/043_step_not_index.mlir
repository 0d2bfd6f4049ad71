// vector.step of i32 elements.
// MLIR-ERROR: 'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'
func.func @f() {
  %0 = vector.step : vector<4xi32>
  return
}
