// redefinition block arg
// MLIR-ERROR: redefinition of SSA value '%a'
"foo.r"() ({
^bb0(%a: i32, %a: i32):
  "foo.t"() : () -> ()
}) : () -> ()
