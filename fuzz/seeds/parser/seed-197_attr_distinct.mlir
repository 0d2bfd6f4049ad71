// distinct attributes are renumbered and aliased
"foo.attrs"() {a00 = distinct[5]<42 : i32>, a01 = distinct[0]<unit>, a02 = distinct[9]<"s">, a03 = distinct[5]<42 : i32>, a04 = [distinct[100]<[1, 2]>], a05 = distinct[3]<distinct[4]<unit>>} : () -> ()
