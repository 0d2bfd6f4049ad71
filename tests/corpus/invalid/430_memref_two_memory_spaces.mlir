// memref two memory spaces
// MLIR-ERROR: multiple memory spaces specified in memref type
%a = "foo.a"() : () -> memref<4xf32, 1, 2>
