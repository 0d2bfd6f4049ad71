// region list unterminated
// MLIR-ERROR: expected ')' to end region list
"foo.a"() ({
  "foo.b"() : () -> ()
}
