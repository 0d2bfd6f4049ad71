// block args in module
// MLIR-ERROR: 'builtin.module' op region should have no arguments
"builtin.module"() ({
^bb0(%a: i32):
  "foo.a"() : () -> ()
}) : () -> ()
