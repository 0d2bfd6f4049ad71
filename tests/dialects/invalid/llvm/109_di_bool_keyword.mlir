// A bool parameter is true, false, 0 or 1.
// MLIR-ERROR: expected integer value
module attributes {a.x = #llvm.di_namespace<exportSymbols = yes>} {
}
