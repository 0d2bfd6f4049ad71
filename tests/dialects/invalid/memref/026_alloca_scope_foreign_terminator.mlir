// The body ends in a terminator of another op: its own parent check fails
// first, as the implicit-terminator check runs after the nested ops.
// MLIR-ERROR: 'func.return' op expects parent op 'func.func'
func.func @f() {
  memref.alloca_scope {
    func.return
  }
  return
}
