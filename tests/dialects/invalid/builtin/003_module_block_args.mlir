// A module body whose block has arguments.
// MLIR-ERROR: 'builtin.module' op region should have no arguments
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
