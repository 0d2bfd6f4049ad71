// file ranges
"foo.a"() : () -> () loc("f":1:2 to 3:4)
"foo.b"() : () -> () loc("f":1:2 to :4)
"foo.c"() : () -> () loc("f":5:6 to 5:9)
"foo.d"() : () -> () loc("f":7:8 to 7:8)
"foo.e"() : () -> () loc("f":1:1 to 2:1)
