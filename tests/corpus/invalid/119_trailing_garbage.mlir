// trailing garbage
// MLIR-ERROR: expected operation name in quotes
"foo.a"() : () -> () )
