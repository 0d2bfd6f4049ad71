// result count mismatch
// MLIR-ERROR: operation defines 1 results but was provided 2 to bind
%a, %b = "foo.a"() : () -> i32
