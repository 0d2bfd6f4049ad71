// unknown escape
// MLIR-ERROR: unknown escape in string literal
"foo.a"() {s = "\r"} : () -> ()
