// Loop annotation flags are bool attributes.
// MLIR-ERROR: invalid kind of attribute specified
module attributes {a.x = #llvm.loop_annotation<vectorize = <disable = 1>>} {
}
