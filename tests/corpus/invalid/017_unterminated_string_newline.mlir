// unterminated string newline
// MLIR-ERROR: expected '"' in string literal
"foo.a"() {s = "ab
c"} : () -> ()
