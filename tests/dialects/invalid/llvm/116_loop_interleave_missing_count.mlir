// loop_interleave requires a count.
// MLIR-ERROR: expected valid keyword
module attributes {a.x = #llvm.loop_interleave<>} {
}
