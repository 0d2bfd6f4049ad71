// split markers are plain comments without --split-input-file
"foo.a"() : () -> ()
// -----
"foo.b"() : () -> ()
// ----- with text
