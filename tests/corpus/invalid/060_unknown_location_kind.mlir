// unknown location kind
// MLIR-ERROR: expected location instance
"foo.a"() : () -> () loc(bogus)
