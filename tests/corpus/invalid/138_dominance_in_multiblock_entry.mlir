// dominance in multiblock entry
// MLIR-ERROR: operand #0 does not dominate this use
"foo.r"() ({
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
