// ops without a location get file:line:col of their name
%0 = "foo.a"() : () -> i32
  "foo.b"(%0) : (i32) -> ()
"foo.c"() ({
    "foo.d"() : () -> ()
}) : () -> ()
