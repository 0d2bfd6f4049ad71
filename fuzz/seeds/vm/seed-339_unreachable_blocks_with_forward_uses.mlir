// unreachable blocks using values defined later
"foo.r"() ({
^bb0(%a: i32):
  "foo.exit"() : () -> ()
^u1:
  "foo.use"(%late, %a) : (i32, i32) -> ()
  "foo.br"()[^u2] : () -> ()
^u2:
  %late = "foo.def"() : () -> i32
  "foo.br"()[^u1] : () -> ()
}) : () -> ()
