// bad integer width
// MLIR-ERROR: integer bitwidth is limited to 16777215 bits
%a = "foo.a"() : () -> i16777216
