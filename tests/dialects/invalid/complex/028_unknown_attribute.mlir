// An attribute the complex dialect does not have.
// MLIR-ERROR: unknown attribute `zzz` in dialect `complex`
func.func @f() attributes {a = #complex.zzz} {
  return
}
