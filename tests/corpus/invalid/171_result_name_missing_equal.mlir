// result name missing equal
// MLIR-ERROR: expected '=' after SSA name
%a "foo.a"() : () -> i32
