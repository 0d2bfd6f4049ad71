// undefined value
// MLIR-ERROR: use of undeclared SSA value name
"foo.use"(%x) : (i32) -> ()
