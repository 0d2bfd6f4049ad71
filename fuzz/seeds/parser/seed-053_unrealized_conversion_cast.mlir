// the builtin cast op in generic form
%0 = "foo.def"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
%2:2 = "builtin.unrealized_conversion_cast"(%0, %1) {note = "x"} : (i32, i64) -> (f32, !foo.t)
%3 = "builtin.unrealized_conversion_cast"() : () -> index
