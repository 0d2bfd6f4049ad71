// chunks with regions and blocks
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
^bb0(%x: i32):
  "foo.use"(%x) : (i32) -> ()
}) : () -> ()
