// memref layout rank mismatch
// MLIR-ERROR: memref layout mismatch between rank and affine map: 2 != 1
%a = "foo.a"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>
