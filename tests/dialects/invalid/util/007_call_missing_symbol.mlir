// util.call of a function that does not exist.
// MLIR-ERROR: 'util.call' op undefined/incompatible callee: missing
util.func public @f() {
  util.call @missing() : () -> ()
  util.return
}
