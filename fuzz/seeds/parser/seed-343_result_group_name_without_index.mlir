// naming a result group without #N means its first result
%a:2 = "foo.a"() : () -> (i32, i64)
"foo.b"(%a) : (i32) -> ()
