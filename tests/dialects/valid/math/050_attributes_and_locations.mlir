// math ops with discardable attributes and locations.
func.func @f(%x: f32) -> f32 {
  %0 = math.sin %x {test.approx = 3 : i32} : f32 loc("m.mlir":2:8)
  %1 = math.cos %0 fastmath<fast> {test.tag} : f32 loc("cos")
  return %1 : f32
}
