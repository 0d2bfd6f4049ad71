// value and block names made of punctuation characters
%$x = "foo.a"() : () -> i32
%.y = "foo.a"() : () -> i32
%-z = "foo.a"() : () -> i32
%_ = "foo.a"() : () -> i32
"foo.r"() ({
  "foo.br"()[^-a] : () -> ()
^-a:
  "foo.br"()[^$b.c] : () -> ()
^$b.c:
  "foo.ret"(%$x, %.y, %-z, %_) : (i32, i32, i32, i32) -> ()
}) : () -> ()
