// hex dim
// MLIR-ERROR: vector types must have positive constant sizes but got 0, 4
%a = "foo.a"() : () -> vector<0x4xf32>
