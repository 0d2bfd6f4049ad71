// use type mismatch
// MLIR-ERROR: use of value '%x' expects different type than prior uses: 'i32' vs 'i64'
%x = "foo.def"() : () -> i64
"foo.use"(%x) : (i32) -> ()
