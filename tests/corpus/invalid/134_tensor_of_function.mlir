// tensor of function
// MLIR-ERROR: invalid tensor element type
%a = "foo.a"() : () -> tensor<2x(i32) -> i32>
