// unbalanced region
// MLIR-ERROR: expected operation name in quotes
"foo.a"() ({
  "foo.b"() : () -> ()
 : () -> ()
