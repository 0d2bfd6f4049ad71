// func.constant with its attribute dictionary after the symbol: the format wants it before.
// MLIR-ERROR: expected ':'
func.func @f() {
  %0 = func.constant @f {foo} : () -> ()
  return
}
