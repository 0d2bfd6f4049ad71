// An arith attribute that does not exist: reported at its mnemonic.
// MLIR-ERROR: unknown attribute `fastmaths` in dialect `arith`
func.func @f() attributes {flags = #arith.fastmaths<nnan>} {
  return
}
