// results that are function types
%f = "foo.op"() : () -> ((i32) -> i32)
%g:2 = "foo.op"() : () -> (() -> (), (i1, i2) -> (i3, i4))
"foo.call"(%f, %g#1) : ((i32) -> i32, (i1, i2) -> (i3, i4)) -> ()
