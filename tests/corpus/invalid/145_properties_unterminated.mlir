// properties unterminated
// MLIR-ERROR: integer literal not valid for specified type
"foo.a"() <{a = 1 : () -> ()
