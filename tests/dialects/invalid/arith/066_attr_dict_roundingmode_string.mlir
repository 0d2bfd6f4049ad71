// arith.truncf with a string roundingmode in its attribute dictionary: the enum's own summary is the constraint.
// MLIR-ERROR: custom op 'arith.truncf' 'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode
func.func @f(%x: f32) -> f16 {
  %0 = arith.truncf %x {roundingmode = "x"} : f32 to f16
  return %0 : f16
}
