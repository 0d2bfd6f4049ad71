// an empty chunk gives an empty module
"foo.a"() : () -> ()
// -----
// -----
"foo.b"() : () -> ()
