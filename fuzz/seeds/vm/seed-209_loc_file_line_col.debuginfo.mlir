// file:line:col locations
"foo.a"() : () -> () loc("file.c":1:2)
"foo.b"() : () -> () loc("dir/other.c":100:0)
"foo.c"() : () -> () loc("":0:0)
"foo.d"() : () -> () loc("file.c":1:2)
"foo.e"() : () -> () loc("x":4294967295:4294967295)
