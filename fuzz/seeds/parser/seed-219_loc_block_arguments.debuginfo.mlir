// block argument locations
"foo.r"() ({
^bb0(%a: i32 loc("arg.c":1:1), %b: f32, %c: i1 loc(unknown)):
  "foo.br"()[^bb1] : () -> ()
^bb1(%d: index loc("arg.c":2:2)):
  "foo.ret"() : () -> ()
}) : () -> ()
