// util.unreachable followed by another op in its block.
// MLIR-ERROR: 'util.unreachable' op must be the last operation in the parent block
util.func public @f() {
  util.unreachable "x"
  util.return
}
