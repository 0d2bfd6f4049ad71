// memref scalable dim
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> memref<[4]xf32>
