// memref dialect memspace
// MLIR-ERROR: unsupported memory space Attribute
%a = "foo.a"() : () -> memref<4xf32, #foo<"x">>
