// a group of size one
%x:1 = "foo.op"() : () -> i32
"foo.use"(%x#0, %x) : (i32, i32) -> ()
