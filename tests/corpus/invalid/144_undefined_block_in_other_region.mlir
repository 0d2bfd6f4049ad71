// undefined block in other region
// MLIR-ERROR: reference to an undefined block
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}, {
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
