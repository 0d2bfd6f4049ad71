// dimension list missing x
// MLIR-ERROR: expected 'x' in dimension list
%a = "foo.a"() : () -> tensor<4f32>
