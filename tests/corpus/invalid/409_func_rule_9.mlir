// func dialect rule 9
// MLIR-ERROR: 'func.return' op must be the last operation in the parent block
func.func @k() {
  return
  "foo.x"() : () -> ()
}

