// tuple unclosed
// MLIR-ERROR: expected '>' in tuple type
%a = "foo.a"() : () -> tuple<i32
