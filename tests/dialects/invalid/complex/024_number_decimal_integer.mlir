// #complex.number's parts are float literals: a decimal integer is refused.
// MLIR-ERROR: unexpected decimal integer literal for a floating point value
func.func @f() attributes {a = #complex.number<:f32 0.5, 1>} {
  return
}
