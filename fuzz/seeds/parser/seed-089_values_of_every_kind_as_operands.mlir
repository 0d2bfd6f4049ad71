// operands that are results, group members and block args
"foo.r"() ({
^bb0(%arg: f32):
  %r = "foo.a"() : () -> f32
  %g:2 = "foo.b"() : () -> (f32, f32)
  "foo.use"(%arg, %r, %g#0, %g#1) : (f32, f32, f32, f32) -> ()
}) : () -> ()
