// Two strings in a plain enum attribute, the second on the next line.
// MLIR-ERROR: expected '>'
func.func @f() attributes {fn = #linalg.ternary_fn<"select"
  "select">} {
  return
}
