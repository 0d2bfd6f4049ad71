// use of block arg other region
// MLIR-ERROR: use of undeclared SSA value name
"foo.r"() ({
^bb0(%a: i32):
  "foo.t"() : () -> ()
}, {
  "foo.u"(%a) : (i32) -> ()
}) : () -> ()
