// f80 vector
// MLIR-ERROR: failed to verify 'elementType': VectorElementTypeInterface instance
%a = "foo.a"() : () -> vector<2xcomplex<f32>>
