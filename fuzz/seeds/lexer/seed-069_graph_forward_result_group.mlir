// forward references into a result group
"foo.use"(%g#2, %g#0) : (f64, i1) -> ()
%g:3 = "foo.def"() : () -> (i1, i8, f64)
