// empty properties dictionary is kept
"foo.op"() <{}> : () -> ()
