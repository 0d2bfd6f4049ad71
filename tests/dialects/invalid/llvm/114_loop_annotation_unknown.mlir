// A loop annotation parameter that is none.
// MLIR-ERROR: duplicate or unknown struct parameter name: bogus
module attributes {a.x = #llvm.loop_annotation<bogus = true>} {
}
