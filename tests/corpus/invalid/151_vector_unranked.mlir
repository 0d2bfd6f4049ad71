// vector unranked
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> vector<*xf32>
