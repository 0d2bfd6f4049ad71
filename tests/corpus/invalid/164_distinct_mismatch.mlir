// distinct mismatch
// MLIR-ERROR: referenced attribute does not match previous definition: 1 : i64
"foo.a"() {x = distinct[0]<1>, y = distinct[0]<2>} : () -> ()
