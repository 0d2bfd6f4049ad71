// nested regions are numbered depth-first from a stack
"foo.r1"() ({
^bb0(%a: i32):
  %x = "foo.x"() : () -> i32
  "foo.r3"() ({
  ^bb0(%c: i32):
    %z = "foo.z"() : () -> i32
  }) : () -> ()
}, {
^bb0(%b: i32):
  %y = "foo.y"() : () -> i32
}) : () -> ()
"foo.r2"() ({
^bb0(%d: i32):
  %w = "foo.w"() : () -> i32
}) : () -> ()
%top = "foo.top"() : () -> i32
