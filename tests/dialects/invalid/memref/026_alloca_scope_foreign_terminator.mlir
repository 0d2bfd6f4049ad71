// The body ends in a terminator of another op: its own parent check fails
// MLIR-ERROR: 'func.return' op expects parent op 'func.func'
// first, as the implicit-terminator check runs after the nested ops.
func.func @f() {
  memref.alloca_scope {
    func.return
  }
  return
}
