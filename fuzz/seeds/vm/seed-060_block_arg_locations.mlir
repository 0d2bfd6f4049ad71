// block argument locations are dropped without debuginfo
"foo.region"() ({
^bb0(%a: i32 loc("a.c":1:2), %b: f32 loc(unknown), %c: i1):
  "foo.ret"() : () -> ()
}) : () -> ()
