// dominance sibling blocks
// MLIR-ERROR: operand #0 does not dominate this use
"foo.r"() ({
  "foo.br"()[^a, ^b] : () -> ()
^a:
  %v = "foo.def"() : () -> i32
  "foo.br"()[^b] : () -> ()
^b:
  "foo.use"(%v) : (i32) -> ()
}) : () -> ()
