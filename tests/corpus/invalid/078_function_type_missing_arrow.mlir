// function type missing arrow
// MLIR-ERROR: expected '->' in function type
%a = "foo.a"() : () -> ((i32) i32)
