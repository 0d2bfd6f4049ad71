// #linalg.type_fn without its case.
// MLIR-ERROR: expected '<'
func.func @f() attributes {fn = #linalg.type_fn} {
  return
}
