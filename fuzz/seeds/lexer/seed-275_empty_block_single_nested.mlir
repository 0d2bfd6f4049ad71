// single empty blocks at several depths
"foo.a"() ({
^bb0:
}, {
  "foo.b"() ({
  ^bb0(%x: i1):
  }) : () -> ()
}) : () -> ()
