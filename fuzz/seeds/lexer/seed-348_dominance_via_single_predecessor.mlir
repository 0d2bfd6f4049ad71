// a block argument used in a block dominated by its block
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1(%a: i32):
  "foo.br"()[^bb2] : () -> ()
^bb2:
  "foo.use"(%a) : (i32) -> ()
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
