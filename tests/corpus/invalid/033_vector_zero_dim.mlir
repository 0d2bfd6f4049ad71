// vector zero dim
// MLIR-ERROR: vector types must have positive constant sizes but got 0
%a = "foo.a"() : () -> vector<0xf32>
