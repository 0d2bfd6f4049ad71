// unranked memref layout
// MLIR-ERROR: cannot have affine map for unranked memref type
%a = "foo.a"() : () -> memref<*xf32, strided<[1]>>
