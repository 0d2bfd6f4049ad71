// an op with five regions
"foo.five"() ({
  "foo.r0"() : () -> ()
}, {
}, {
^bb0(%x: i1):
  "foo.r2"(%x) : (i1) -> ()
}, {
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.r3"() : () -> ()
}, {
^bb0:
}) : () -> ()
