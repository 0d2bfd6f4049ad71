// unknown float type f8
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> f8E9M9
