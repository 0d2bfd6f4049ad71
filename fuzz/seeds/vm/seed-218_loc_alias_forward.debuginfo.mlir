// location aliases may be used before their definition
"foo.a"() : () -> () loc(#later)
"foo.b"() : () -> () loc(#later)
#later = loc("defined.after":9:9)
