// empty attr name
// MLIR-ERROR: expected valid attribute name
"foo.a"() {"" = 1} : () -> ()
