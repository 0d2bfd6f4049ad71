// memref bad element
// MLIR-ERROR: invalid memref element type
%a = "foo.a"() : () -> memref<4x!foo.t>
