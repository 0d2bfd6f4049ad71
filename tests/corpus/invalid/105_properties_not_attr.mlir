// properties not attr
// MLIR-ERROR: expected attribute value
"foo.a"() <{a = }> : () -> ()
