// undefined block
// MLIR-ERROR: reference to an undefined block
"foo.r"() ({
  "foo.br"()[^missing] : () -> ()
}) : () -> ()
