// separate names for each result are merged into one group
%a, %b, %c = "foo.op"() : () -> (i32, f32, index)
"foo.use"(%c, %b, %a) : (index, f32, i32) -> ()
