// block label without colon
// MLIR-ERROR: expected ':' after block name
"foo.r"() ({
^bb0
  "foo.b"() : () -> ()
}) : () -> ()
