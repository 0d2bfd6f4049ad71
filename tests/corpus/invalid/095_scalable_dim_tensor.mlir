// scalable dim tensor
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> tensor<[4]xf32>
