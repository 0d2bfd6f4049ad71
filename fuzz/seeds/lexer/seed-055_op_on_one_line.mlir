// everything on one line
%0 = "foo.a"() : () -> i32 "foo.b"(%0) : (i32) -> () %1 = "foo.c"(%0) : (i32) -> i1
