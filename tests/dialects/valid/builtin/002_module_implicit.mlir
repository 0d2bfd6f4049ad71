// Top-level operations without a module: the parser wraps them in an implicit module.
func.func @f() {
  return
}
func.func @g() {
  return
}
