// forward ref never defined
// MLIR-ERROR: use of undeclared SSA value name
"foo.use"(%nowhere) : (i32) -> ()
