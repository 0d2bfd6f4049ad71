// missing function type
// MLIR-ERROR: expected non-function type
"foo.a"() :
