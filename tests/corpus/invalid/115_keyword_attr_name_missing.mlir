// keyword attr name missing
// MLIR-ERROR: expected attribute name
"foo.a"() {= 1} : () -> ()
