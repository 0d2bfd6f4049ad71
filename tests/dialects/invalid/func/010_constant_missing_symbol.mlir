// func.constant referring to a function that does not exist.
// MLIR-ERROR: 'func.constant' op reference to undefined function 'missing'
func.func @f() {
  %0 = constant @missing : () -> ()
  return
}
