// locations of ops inside nested regions
"foo.outer"() ({
  "foo.mid"() ({
    "foo.inner"() : () -> () loc("inner.c":3:3)
    "foo.inner2"() : () -> ()
  }) : () -> () loc("mid.c":2:2)
}) : () -> ()
