// Argument attribute names must be prefixed with a dialect namespace.
// MLIR-ERROR: 'func.func' op arguments may only have dialect attributes
func.func @f(%a: i32 {noprefix}) {
  return
}
