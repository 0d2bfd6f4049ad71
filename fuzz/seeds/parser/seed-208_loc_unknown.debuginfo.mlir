// unknown locations
"foo.a"() : () -> () loc(unknown)
%0 = "foo.b"() : () -> i32 loc(unknown)
