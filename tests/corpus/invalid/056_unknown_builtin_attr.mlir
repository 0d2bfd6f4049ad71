// unknown builtin attr
// MLIR-ERROR: expected attribute value
"foo.a"() {a = bogus} : () -> ()
