// graph-region forward references in each chunk
"foo.use"(%x) : (i32) -> ()
%x = "foo.def"() : () -> i32

// -----

"foo.use"(%x) : (i64) -> ()
%x = "foo.def"() : () -> i64
