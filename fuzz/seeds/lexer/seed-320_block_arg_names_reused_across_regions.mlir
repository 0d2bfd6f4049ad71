// the same block argument names in sibling regions
"foo.a"() ({
^bb0(%x: i32):
  "foo.use"(%x) : (i32) -> ()
}, {
^bb0(%x: f32):
  "foo.use"(%x) : (f32) -> ()
}) : () -> ()
"foo.b"() ({
^bb0(%x: index):
  "foo.use"(%x) : (index) -> ()
}) : () -> ()
