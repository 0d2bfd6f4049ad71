// tensor unranked encoding
// MLIR-ERROR: cannot apply encoding to unranked tensor
%a = "foo.a"() : () -> tensor<*xf32, "x">
