// float literal int type
// MLIR-ERROR: floating point value not valid for specified type
"foo.a"() {v = 1.5 : i32} : () -> ()
