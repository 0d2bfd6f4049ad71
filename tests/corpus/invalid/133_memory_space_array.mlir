// memory space array
// MLIR-ERROR: unsupported memory space Attribute
%a = "foo.a"() : () -> memref<4xf32, [1, 2]>
