// negative unsigned
// MLIR-ERROR: negative integer literal not valid for unsigned integer type
"foo.a"() {v = -1 : ui8} : () -> ()
