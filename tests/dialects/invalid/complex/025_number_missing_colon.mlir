// #complex.number's element type follows a colon.
// MLIR-ERROR: expected ':'
func.func @f() attributes {a = #complex.number<f64 1.0, 2.0>} {
  return
}
