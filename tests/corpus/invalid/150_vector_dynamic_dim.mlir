// vector dynamic dim
// MLIR-ERROR: expected non-function type
%a = "foo.a"() : () -> vector<?xf32>
