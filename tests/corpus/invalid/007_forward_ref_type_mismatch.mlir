// forward ref type mismatch
// MLIR-ERROR: definition of SSA value '%x#0' has type 'i64'
"foo.use"(%x) : (i32) -> ()
%x = "foo.def"() : () -> i64
