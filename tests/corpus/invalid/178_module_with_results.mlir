// module with results
// MLIR-ERROR: 'builtin.module' op requires zero results
%m = "builtin.module"() ({
^bb0:
}) : () -> i32
