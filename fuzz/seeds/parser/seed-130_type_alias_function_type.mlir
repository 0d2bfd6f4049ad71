// alias to a function type
!fn = (i32, !foo.x) -> (i1, i2)
%0 = "foo.t"() : () -> !fn
"foo.a"() {sig = !fn} : () -> ()
