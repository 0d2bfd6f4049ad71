// strided layout unranked memref
// MLIR-ERROR: cannot have affine map for unranked memref type
%a = "foo.a"() : () -> memref<*xf32, strided<[1]>>
