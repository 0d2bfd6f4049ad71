// locations fused bad
// MLIR-ERROR: expected location instance
"foo.a"() : () -> () loc(fused[1])
