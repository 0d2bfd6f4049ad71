// named locations with and without a child
"foo.a"() : () -> () loc("name")
"foo.b"() : () -> () loc("name"("f":1:2))
"foo.c"() : () -> () loc("outer"("inner"("f":3:4)))
"foo.d"() : () -> () loc("n"(unknown))
"foo.e"() : () -> () loc("with space \22 quote")
