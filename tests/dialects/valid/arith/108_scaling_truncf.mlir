// arith.scaling_truncf: truncate to a small float type with an f8E8M0FNU scale, with rounding mode.
func.func @f(%v: vector<4xf32>, %s: vector<4xf8E8M0FNU>, %x: f16, %xs: f8E8M0FNU) -> vector<4xf4E2M1FN> {
  %0 = arith.scaling_truncf %v, %s : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  %1 = arith.scaling_truncf %x, %xs to_nearest_even : f16, f8E8M0FNU to f8E4M3FN
  return %0 : vector<4xf4E2M1FN>
}
