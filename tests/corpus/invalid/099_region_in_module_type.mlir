// region in module type
// MLIR-ERROR: 'builtin.module' op requires zero results
"builtin.module"() ({
  "foo.a"() : () -> ()
}) : () -> (i32)
