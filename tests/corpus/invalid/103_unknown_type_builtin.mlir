// unknown type builtin
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> bogus
