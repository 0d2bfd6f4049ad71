// eof in attr dict
// MLIR-ERROR: expected '}' in attribute dictionary
"foo.a"() {a = 1