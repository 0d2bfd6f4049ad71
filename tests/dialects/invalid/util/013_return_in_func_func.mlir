// util.return used as the terminator of a func.func.
// MLIR-ERROR: 'util.return' op expects parent op to be one of 'util.initializer, util.func, util.hoistable_conversion'
func.func @f() {
  util.return
}
