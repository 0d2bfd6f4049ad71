// #complex.number's parts are separated by a comma.
// MLIR-ERROR: expected ','
func.func @f() attributes {a = #complex.number<:f64 1.0 2.0>} {
  return
}
