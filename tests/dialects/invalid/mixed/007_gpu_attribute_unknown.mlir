// A gpu attribute that does not exist, in a function's attribute dictionary.
// MLIR-ERROR: unknown attribute `zzz` in dialect `gpu`
func.func @f() attributes {m = #gpu.zzz} {
  return
}
