// several regions, some empty
"foo.regions"() ({
  "foo.a"() : () -> ()
}, {
}, {
  "foo.c"() : () -> ()
}, {}) : () -> ()
