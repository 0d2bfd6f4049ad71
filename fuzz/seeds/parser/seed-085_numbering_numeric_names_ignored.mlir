// numeric input names are ignored and renumbered
%7 = "foo.a"() : () -> i32
%3 = "foo.b"(%7) : (i32) -> i32
%0 = "foo.c"(%3, %7) : (i32, i32) -> i32
