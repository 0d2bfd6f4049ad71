// a generic module with a location
"builtin.module"() ({
  "foo.a"() : () -> () loc("x":1:1)
}) : () -> () loc("m":2:2)
