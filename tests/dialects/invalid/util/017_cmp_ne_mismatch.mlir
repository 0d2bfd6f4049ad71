// util.cmp.ne in generic form with operands of different types.
// MLIR-ERROR: 'util.cmp.ne' op failed to verify that all of {lhs, rhs} have same type
util.func public @f(%a: i32, %b: i64) {
  %0 = "util.cmp.ne"(%a, %b) : (i32, i64) -> i1
  util.return
}
