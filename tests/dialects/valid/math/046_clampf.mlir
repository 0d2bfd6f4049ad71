// math.clampf clamps a float between two bounds.
func.func @f(%x: f32, %lo: f32, %hi: f32, %v: vector<4xf16>) -> f32 {
  %0 = math.clampf %x to [%lo, %hi] : f32
  %1 = math.clampf %v to [%v, %v] fastmath<nnan> : vector<4xf16>
  return %0 : f32
}
