// the same distinct attribute on several ops
"foo.a"() {x = distinct[42]<[1, 2]>} : () -> ()
"foo.b"() {y = distinct[42]<[1, 2]>, z = [distinct[42]<[1, 2]>]} : () -> ()
