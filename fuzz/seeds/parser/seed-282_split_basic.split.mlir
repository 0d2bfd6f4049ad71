// three independent chunks
"foo.a"() : () -> ()

// -----

"foo.b"() : () -> ()

// -----

%0 = "foo.c"() : () -> i32
