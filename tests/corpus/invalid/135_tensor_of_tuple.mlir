// tensor of tuple
// MLIR-ERROR: invalid tensor element type
%a = "foo.a"() : () -> tensor<2xtuple<i1>>
