// vector.outerproduct with an accumulator of the wrong shape.
// MLIR-ERROR: use of value '%acc' expects different type than prior uses: 'vector<4x8xf32>' vs 'vector<8x4xf32>'
func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<8x4xf32>) {
  %0 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
  return
}
