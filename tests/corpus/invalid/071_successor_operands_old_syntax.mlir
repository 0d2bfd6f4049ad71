// successor operands old syntax
// MLIR-ERROR: expected ',' or ']'
"foo.r"() ({
  "foo.br"()[^b(%x : i32)] : () -> ()
^b:
  "foo.y"() : () -> ()
}) : () -> ()
