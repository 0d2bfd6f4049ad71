// split chunks with block argument locations
"foo.r"() ({
^bb0(%a: i32):
  "foo.x"() : () -> ()
}) : () -> ()
// -----
"foo.r"() ({
^bb0(%a: i32 loc("arg":1:1)):
  "foo.x"() : () -> ()
}) : () -> ()
