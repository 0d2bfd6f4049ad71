// empty attribute dictionary is dropped
"foo.op"() {} : () -> ()
