// array trailing comma
// MLIR-ERROR: expected attribute value
"foo.a"() {a = [1, 2,]} : () -> ()
