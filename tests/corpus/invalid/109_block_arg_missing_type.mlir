// block arg missing type
// MLIR-ERROR: expected ':' and type for SSA operand
"foo.r"() ({
^bb0(%a):
  "foo.t"() : () -> ()
}) : () -> ()
