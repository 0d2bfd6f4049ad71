// non-entry block arguments are numbered like values
"foo.region"() ({
^bb0(%a: i32):
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1(%b: i32, %c: i64):
  %w = "foo.def"(%b, %c) : (i32, i64) -> i32
  "foo.br"()[^bb2] : () -> ()
^bb2(%d: f32):
  "foo.ret"(%a, %v, %w, %d) : (i32, i32, i32, f32) -> ()
}) : () -> ()
