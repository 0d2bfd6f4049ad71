// tensor unranked encoding then op
// MLIR-ERROR: cannot apply encoding to unranked tensor
%a = "foo.a"() : () -> tensor<*xf32, "x">
"foo.b"() : () -> ()
