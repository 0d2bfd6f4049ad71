// unterminated op name
// MLIR-ERROR: expected '"' in string literal
"foo.a() : () -> ()
