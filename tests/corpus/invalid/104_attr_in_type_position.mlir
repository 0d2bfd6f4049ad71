// attr in type position
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> #foo.x
