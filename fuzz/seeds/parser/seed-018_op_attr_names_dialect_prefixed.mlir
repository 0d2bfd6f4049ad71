// dialect-prefixed attribute names with dots
"foo.op"() {foo.bar = 1, foo.bar.baz = 2, a$b = 3, a_b.c_d = 4} : () -> ()
