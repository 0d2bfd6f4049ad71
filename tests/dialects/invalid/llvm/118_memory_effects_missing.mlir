// memory_effects needs all six fields.
// MLIR-ERROR: expected ','
module attributes {a.x = #llvm.memory_effects<other = none>} {
}
