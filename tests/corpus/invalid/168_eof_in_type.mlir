// eof in type
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> tensor<