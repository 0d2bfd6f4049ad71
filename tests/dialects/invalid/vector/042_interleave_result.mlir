// vector.interleave whose result is not twice as long.
// MLIR-ERROR: 'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs
func.func @f(%a: vector<4xf32>) {
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<4xf32>
  return
}
