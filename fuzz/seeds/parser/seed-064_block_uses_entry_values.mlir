// later blocks use values of the entry block
"foo.region"() ({
^bb0(%arg: i32):
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb2] : () -> ()
^bb1:
  "foo.use"(%x, %arg, %y) : (i32, i32, i32) -> ()
  "foo.ret"() : () -> ()
^bb2:
  "foo.use"(%x, %arg) : (i32, i32) -> ()
  %y = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
