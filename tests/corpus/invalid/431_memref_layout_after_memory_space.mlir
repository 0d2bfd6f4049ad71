// memref layout after memory space
// MLIR-ERROR: expected memory space to be last in memref type
%a = "foo.a"() : () -> memref<4xf32, 1, affine_map<(d0) -> (d0)>>
