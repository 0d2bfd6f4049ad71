// module two blocks
// MLIR-ERROR: 'builtin.module' op expects region #0 to have 0 or 1 blocks
"builtin.module"() ({
  "foo.a"() : () -> ()
^bb1:
  "foo.b"() : () -> ()
}) : () -> ()
