// arith.scaling_extf: extend an f4E2M1FN/f8 value with an f8E8M0FNU scale.
func.func @f(%v: vector<4xf4E2M1FN>, %s: vector<4xf8E8M0FNU>, %x: f8E5M2, %xs: f8E8M0FNU) -> vector<4xf32> {
  %0 = arith.scaling_extf %v, %s : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  %1 = arith.scaling_extf %x, %xs : f8E5M2, f8E8M0FNU to bf16
  return %0 : vector<4xf32>
}
