// region argument numbering continues across sibling regions
"foo.r1"() ({
^bb0(%a: i32, %b: i32):
  "foo.x"() : () -> ()
}) : () -> ()
"foo.r2"() ({
^bb0(%c: i32):
  "foo.y"() : () -> ()
}, {
^bb0(%d: i32, %e: i32, %f: i32):
  "foo.z"() : () -> ()
}) : () -> ()
