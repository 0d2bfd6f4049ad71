// branch to entry
// MLIR-ERROR: reference to an undefined block
"foo.r"() ({
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()
