// result group with #N uses
%x:3 = "foo.op"() : () -> (i1, i8, i16)
"foo.use"(%x#2, %x#0, %x#1) : (i16, i1, i8) -> ()
