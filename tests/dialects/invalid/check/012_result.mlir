// Checks have no results.
// MLIR-ERROR: 'check.expect_true' op requires zero results
func.func @f(%c: i32) {
  %0 = "check.expect_true"(%c) : (i32) -> i32
  return
}
