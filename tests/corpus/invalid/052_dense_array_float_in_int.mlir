// dense array float in int
// MLIR-ERROR: expected integer literal
"foo.a"() {v = array<i32: 1.5>} : () -> ()
