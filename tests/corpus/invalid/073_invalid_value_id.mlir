// invalid value id
// MLIR-ERROR: invalid SSA name
% = "foo.a"() : () -> i32
