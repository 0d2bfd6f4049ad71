// many operands, repeated value
%a = "foo.def"() : () -> i32
%b = "foo.def"() : () -> f32
"foo.use"(%a, %b, %a, %a, %b) : (i32, f32, i32, i32, f32) -> ()
