// callsite missing at
// MLIR-ERROR: expected 'at' in callsite location
"foo.a"() : () -> () loc(callsite("a":1:1 "b":2:2))
