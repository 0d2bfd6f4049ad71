// vector bad element
// MLIR-ERROR: failed to verify 'elementType': VectorElementTypeInterface instance
%a = "foo.a"() : () -> vector<2x!foo.t>
