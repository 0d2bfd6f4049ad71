// float type typo
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> f31
