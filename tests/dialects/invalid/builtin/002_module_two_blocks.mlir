// A module body with two blocks.
// MLIR-ERROR: 'builtin.module' op expects region #0 to have 0 or 1 blocks
"builtin.module"() ({
^bb0:
  "builtin.module"() ({}) : () -> ()
^bb1:
  "builtin.module"() ({}) : () -> ()
}) : () -> ()
