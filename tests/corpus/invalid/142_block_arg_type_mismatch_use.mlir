// block arg type mismatch use
// MLIR-ERROR: use of value '%a' expects different type than prior uses: 'f32' vs 'i32'
"foo.r"() ({
^bb0(%a: i32):
  "foo.use"(%a) : (f32) -> ()
}) : () -> ()
