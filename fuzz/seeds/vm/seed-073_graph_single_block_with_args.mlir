// single-block region with arguments and forward uses
"foo.region"() ({
^bb0(%arg: i32):
  %s = "foo.add"(%arg, %t) : (i32, i32) -> i32
  %t = "foo.add"(%s, %arg) : (i32, i32) -> i32
}) : () -> ()
