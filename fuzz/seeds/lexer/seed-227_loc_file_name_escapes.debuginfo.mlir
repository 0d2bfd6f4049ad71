// file names with characters that need escaping
"foo.a"() : () -> () loc("with space.c":1:1)
"foo.b"() : () -> () loc("quote\22.c":2:2)
"foo.c"() : () -> () loc("tab\09.c":3:3)
"foo.d"() : () -> () loc("caf\C3\A9.c":4:4)
