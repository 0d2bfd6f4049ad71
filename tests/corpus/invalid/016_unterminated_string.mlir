// unterminated string
// MLIR-ERROR: expected '"' in string literal
"foo.a"() {s = "abc} : () -> ()
