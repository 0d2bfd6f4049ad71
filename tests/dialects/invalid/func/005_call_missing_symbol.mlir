// func.call of a symbol that does not exist.
// MLIR-ERROR: 'func.call' op 'nowhere' does not reference a valid function
func.func @f() {
  call @nowhere() : () -> ()
  return
}
