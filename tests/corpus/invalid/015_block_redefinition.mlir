// block redefinition
// MLIR-ERROR: redefinition of block '^b'
"foo.r"() ({
  "foo.br"()[^b] : () -> ()
^b:
  "foo.x"() : () -> ()
^b:
  "foo.y"() : () -> ()
}) : () -> ()
