// properties, regions and attributes together
%0 = "foo.def"() : () -> i32
%1 = "foo.op"(%0) <{p = 1}> ({
  "foo.inner"() : () -> ()
}) {a = 2} : (i32) -> f32
