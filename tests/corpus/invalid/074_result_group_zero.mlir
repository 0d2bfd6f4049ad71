// result group zero
// MLIR-ERROR: expected named operation to have at least 1 result
%a:0 = "foo.a"() : () -> ()
