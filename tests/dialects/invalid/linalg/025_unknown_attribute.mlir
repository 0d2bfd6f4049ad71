// A linalg attribute that does not exist: reported at its mnemonic.
// MLIR-ERROR: unknown attribute `cast_fn` in dialect `linalg`
func.func @f() attributes {fn = #linalg.cast_fn<cast_signed>} {
  return
}
