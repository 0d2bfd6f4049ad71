// i1 integers print as booleans
"foo.attrs"() {a00 = 1 : i1, a01 = 0 : i1, a02 = -1 : i1, a03 = true, a04 = false} : () -> ()
