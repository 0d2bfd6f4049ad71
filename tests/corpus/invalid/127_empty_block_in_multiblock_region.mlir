// empty block in multiblock region
// MLIR-ERROR: empty block: expect at least a terminator
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
