// complex missing element
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> complex<>
