// an op that uses its own result
%a = "foo.node"(%a) : (i32) -> i32
%g:2 = "foo.pair"(%g#1, %g#0) : (i64, f32) -> (f32, i64)
