// cf.switch passing operands to the default and case destinations.
func.func @f(%flag: i64, %a: f32, %b: f32) -> f32 {
  cf.switch %flag : i64, [
    default: ^bb1(%a : f32),
    10: ^bb1(%b : f32),
    20: ^bb2(%a, %b : f32, f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2(%y: f32, %z: f32):
  %s = arith.addf %y, %z : f32
  return %s : f32
}
