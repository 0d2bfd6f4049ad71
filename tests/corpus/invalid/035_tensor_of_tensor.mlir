// tensor of tensor
// MLIR-ERROR: invalid tensor element type
%a = "foo.a"() : () -> tensor<2xtensor<2xf32>>
