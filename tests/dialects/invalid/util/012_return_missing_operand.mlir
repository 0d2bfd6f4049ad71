// util.return without the value the function returns.
// MLIR-ERROR: 'util.return' op has 0 operands, but enclosing function-like op returns 1
util.func public @f(%a: i32) -> i32 {
  util.return
}
