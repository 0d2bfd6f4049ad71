// result group count mismatch
// MLIR-ERROR: operation defines 2 results but was provided 3 to bind
%a:3 = "foo.a"() : () -> (i32, i32)
