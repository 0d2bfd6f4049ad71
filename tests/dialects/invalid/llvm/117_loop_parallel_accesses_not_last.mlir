// parallelAccesses swallows the commas after it.
// MLIR-ERROR: expected '<'
module attributes {a.x = #llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[0]<>>, mustProgress = true>} {
}
