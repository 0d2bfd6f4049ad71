// distinct non integer id
// MLIR-ERROR: expected distinct ID
"foo.a"() {v = distinct[x]<1>} : () -> ()
