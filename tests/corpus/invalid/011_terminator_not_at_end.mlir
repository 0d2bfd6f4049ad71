// terminator not at end
// MLIR-ERROR: 'func.return' op must be the last operation in the parent block
func.func @f() {
  func.return
  "foo.x"() : () -> ()
}
