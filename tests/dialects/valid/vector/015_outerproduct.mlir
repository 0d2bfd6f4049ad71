// vector.outerproduct: of two vectors, with an accumulator and a kind, and an AXPY with a scalar.
func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<4x8xf32>, %s: f32, %acc1: vector<4xf32>) -> vector<4x8xf32> {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %1 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %s, %acc1 : vector<4xf32>, f32
  %4 = vector.outerproduct %a, %s : vector<4xf32>, f32
  return %2 : vector<4x8xf32>
}
