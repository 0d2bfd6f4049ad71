// A fused location of one location is that location, which is no FusedLoc.
// MLIR-ERROR: invalid kind of attribute specified
module attributes {a.x = #llvm.loop_annotation<startLoc = loc(fused["a.c":1:2])>} {
}
