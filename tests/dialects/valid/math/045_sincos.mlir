// math.sincos returns sine and cosine; the printer names the results %sin and %cos.
func.func @f(%x: f32, %v: vector<4xf64>) -> (f32, f32) {
  %s, %c = math.sincos %x : f32
  %0:2 = math.sincos %v fastmath<fast> : vector<4xf64>
  %s2, %c2 = math.sincos %x : f32
  return %s, %c : f32, f32
}
