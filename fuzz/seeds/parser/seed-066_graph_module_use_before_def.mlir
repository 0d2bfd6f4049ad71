// the module body is a graph region: uses may precede definitions
"foo.use"(%late) : (i32) -> ()
%late = "foo.def"() : () -> i32
