// An access group's id is a distinct attribute.
// MLIR-ERROR: invalid kind of attribute specified
module attributes {a.x = #llvm.access_group<id = 3>} {
}
