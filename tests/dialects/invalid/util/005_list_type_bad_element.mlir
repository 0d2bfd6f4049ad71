// A !util.list with a malformed element type.
// MLIR-ERROR: invalid type identifier
util.func public @f(%l: !util.list<!>) {
  util.return
}
