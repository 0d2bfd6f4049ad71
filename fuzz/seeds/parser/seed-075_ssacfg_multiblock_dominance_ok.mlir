// multi-block regions need dominance; entry values dominate all blocks
"foo.region"() ({
  %e = "foo.def"() : () -> i32
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  %u = "foo.use"(%e) : (i32) -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  "foo.ret"(%e) : (i32) -> ()
}) : () -> ()
