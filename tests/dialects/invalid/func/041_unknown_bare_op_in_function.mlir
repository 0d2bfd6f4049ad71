// An unknown op without a dialect in a function: tried in the default dialect, func.
// MLIR-ERROR: custom op 'asd' is unknown (tried 'func.asd' as well)
func.func @f() {
  asd
  return
}
