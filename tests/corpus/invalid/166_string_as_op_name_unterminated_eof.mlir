// string as op name unterminated eof
// MLIR-ERROR: expected '"' in string literal
"foo.a