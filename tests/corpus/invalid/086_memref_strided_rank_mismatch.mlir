// memref strided rank mismatch
// MLIR-ERROR: expected the number of strides to match the rank
%a = "foo.a"() : () -> memref<4x4xf32, strided<[1]>>
