// #complex.number inside arrays and dictionaries of discardable attributes.
func.func @f() {
  %0 = complex.constant [1.0 : f32, 0.0 : f32] {vals = [#complex.number<:f32 1.0, 0.0>, #complex.number<:f32 -1.0, 0.5>], d = {z = #complex.number<:f64 2.0, 2.0>}} : complex<f32>
  return
}
