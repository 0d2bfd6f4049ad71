// successors not at block end
// MLIR-ERROR: operation with block successors must terminate its parent block
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
  "foo.after"() : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
