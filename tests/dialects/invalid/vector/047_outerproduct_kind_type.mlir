// vector.outerproduct with an integer-only kind on floats.
// MLIR-ERROR: 'vector.outerproduct' op unsupported outerproduct type
func.func @f(%a: vector<4xf32>, %acc: vector<4x4xf32>) {
  %0 = vector.outerproduct %a, %a, %acc {kind = #vector.kind<xor>} : vector<4xf32>, vector<4xf32>
  return
}
