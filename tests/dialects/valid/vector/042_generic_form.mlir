// Vector ops written in generic form, properties given explicitly.
func.func @f(%v: vector<4xf32>, %s: f32) -> f32 {
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>, fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> f32
  %1 = "vector.broadcast"(%s) : (f32) -> vector<2x4xf32>
  %2 = "vector.multi_reduction"(%1, %v) <{kind = #vector.kind<minnumf>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
  %3 = "vector.extract"(%2) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> f32
  return %3 : f32
}
