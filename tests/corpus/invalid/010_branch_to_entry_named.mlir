// branch to entry named
// MLIR-ERROR: entry block of region may not have predecessors
"foo.r"() ({
^entry:
  "foo.br"()[^entry] : () -> ()
}) : () -> ()
