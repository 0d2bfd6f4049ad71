// block label in entry used by name twice
// MLIR-ERROR: redefinition of block '^bb0'
"foo.r"() ({
^bb0:
  "foo.t"() : () -> ()
^bb0:
  "foo.t"() : () -> ()
}) : () -> ()
