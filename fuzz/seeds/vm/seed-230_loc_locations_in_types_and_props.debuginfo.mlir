// locations inside properties
"foo.a"() <{where = loc("prop":1:1)}> : () -> ()
