// distinct missing id
// MLIR-ERROR: expected '[' after 'distinct'
"foo.a"() {a = distinct<1>} : () -> ()
