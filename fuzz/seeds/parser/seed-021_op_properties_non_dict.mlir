// properties may be any attribute for unregistered ops
"foo.op"() <[1, 2, 3]> : () -> ()
"foo.op"() <"string"> : () -> ()
"foo.op"() <42 : i8> : () -> ()
"foo.op"() <unit> : () -> ()
