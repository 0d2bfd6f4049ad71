// value in nested module from outside
// MLIR-ERROR: 'foo.use' op using value defined outside the region
%a = "foo.a"() : () -> i32
"builtin.module"() ({
  "foo.use"(%a) : (i32) -> ()
}) : () -> ()
