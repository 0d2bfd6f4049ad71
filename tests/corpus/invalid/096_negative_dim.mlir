// negative dim
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> tensor<-1xf32>
