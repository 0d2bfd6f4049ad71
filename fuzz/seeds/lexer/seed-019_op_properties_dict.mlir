// properties dictionary on an unregistered op
"foo.op"() <{a = 1 : i32, b = "x"}> : () -> ()
