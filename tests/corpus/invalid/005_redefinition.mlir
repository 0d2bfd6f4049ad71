// redefinition
// MLIR-ERROR: redefinition of SSA value '%x'
%x = "foo.a"() : () -> i32
%x = "foo.b"() : () -> i32
