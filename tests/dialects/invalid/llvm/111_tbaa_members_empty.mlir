// A type descriptor's members are <node, offset> pairs.
// MLIR-ERROR: expected '<'
module attributes {a.x = #llvm.tbaa_tag<base_type = <id = "a", members = {}>, access_type = <id = "b", members = {}>, offset = 0>} {
}
