// values are numbered across the whole module, nested regions last-first
%0 = "foo.a"() : () -> i32
"foo.r1"() ({
  %1 = "foo.b"() : () -> i32
}) : () -> ()
"foo.r2"() ({
  %2 = "foo.c"() : () -> i32
}, {
  %3 = "foo.d"() : () -> i32
}) : () -> ()
%4 = "foo.e"() : () -> i32
