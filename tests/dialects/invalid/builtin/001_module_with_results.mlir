// A builtin.module with a result.
// MLIR-ERROR: 'builtin.module' op requires zero results
%0 = "builtin.module"() ({
}) : () -> i32
