// simplest generic op
"foo.op"() : () -> ()
