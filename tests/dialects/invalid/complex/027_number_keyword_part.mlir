// #complex.number with a keyword for a part.
// MLIR-ERROR: expected floating point literal
func.func @f() attributes {a = #complex.number<:f64 x, 2.0>} {
  return
}
