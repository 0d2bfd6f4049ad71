// undefined value in region
// MLIR-ERROR: use of undeclared SSA value name
"foo.r"() ({
  "foo.use"(%nope) : (i32) -> ()
}) : () -> ()
