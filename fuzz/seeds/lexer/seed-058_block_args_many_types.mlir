// block arguments of many types
"foo.region"() ({
^bb0(%a: i1, %b: index, %c: f16, %d: tensor<?xf32>, %e: memref<2xi8>, %f: !foo.t, %g: (i32) -> i32, %h: tuple<i1, i2>):
  "foo.ret"() : () -> ()
}) : () -> ()
