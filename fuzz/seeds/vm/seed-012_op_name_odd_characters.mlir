// op names may hold any characters inside the quotes
"foo.bar-baz$qux_1"() : () -> ()
"foo.a.b.c"() : () -> ()
"foo.with space"() : () -> ()
"foo.\22quoted\22"() : () -> ()
