// group index too large literal
// MLIR-ERROR: expected named operation to have at least 1 result
%a:99999999999999999999 = "foo.a"() : () -> i32
