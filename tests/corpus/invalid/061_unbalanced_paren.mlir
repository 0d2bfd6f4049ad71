// unbalanced paren
// MLIR-ERROR: expected ')' to end operand list
"foo.a"(() : () -> ()
