// bad integer suffix
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> i32x
