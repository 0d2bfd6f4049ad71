// carriage returns in the input
"foo.a"() : () -> ()
%0 = "foo.b"() : () -> i32
"foo.c"(%0) {s = "x"} : (i32) -> ()
