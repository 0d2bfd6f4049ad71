// pretty dialect attributes
"foo.attrs"() {a00 = #foo.bar, a01 = #foo.bar<1>, a02 = #foo.bar<"s", [1, 2], {a = b}>, a03 = #foo.a.b.c, a04 = #foo.bar<<<x>>>, a05 = #foo.bar<(x)[y]{z}>, a06 = #foo_dialect.attr} : () -> ()
