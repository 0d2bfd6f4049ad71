// Calls to undefined functions in two functions: MLIR's walk of the symbol table visits the last function's body first.
// MLIR-ERROR: 'func.call' op 'missing2' does not reference a valid function
func.func @a() {
  func.call @missing1() : () -> ()
  return
}
func.func @b() {
  func.call @missing2() : () -> ()
  return
}
