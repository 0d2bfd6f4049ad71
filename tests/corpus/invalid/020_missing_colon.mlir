// missing colon
// MLIR-ERROR: expected ':' followed by operation type
"foo.a"()
