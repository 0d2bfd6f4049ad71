// dict missing value eq
// MLIR-ERROR: expected attribute value
"foo.a"() {a = } : () -> ()
