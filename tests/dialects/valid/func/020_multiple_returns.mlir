// A function with several return points.
func.func @ret(%c: i1, %a: f32, %b: f32) -> f32 {
  cf.cond_br %c, ^then, ^else
^then:
  return %a : f32
^else:
  return %b : f32
}
