// unused results still get numbers
%a = "foo.a"() : () -> i32
%b:2 = "foo.b"() : () -> (i32, i32)
"foo.c"() : () -> ()
%c = "foo.c"() : () -> i32
