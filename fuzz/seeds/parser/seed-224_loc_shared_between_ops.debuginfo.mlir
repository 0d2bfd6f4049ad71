// identical locations share one alias
"foo.a"() : () -> () loc("same":1:1)
"foo.b"() : () -> () loc("same":1:1)
"foo.c"() : () -> () loc(callsite("same":1:1 at "same":1:1))
