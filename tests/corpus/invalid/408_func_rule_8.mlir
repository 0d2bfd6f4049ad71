// func dialect rule 8
// MLIR-ERROR: 'func.return' op expects parent op 'func.func'
"foo.r"() ({
  "func.return"() : () -> ()
}) : () -> ()

