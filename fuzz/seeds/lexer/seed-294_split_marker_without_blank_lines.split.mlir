// markers directly between ops
"foo.a"() : () -> ()
// -----
"foo.b"() : () -> ()
// -----
"foo.c"() : () -> ()
