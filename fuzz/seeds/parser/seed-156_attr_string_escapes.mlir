// standard escapes print as hex
"foo.attrs"() {a00 = "\n", a01 = "\t", a02 = "\"", a03 = "\\", a04 = "a\nb\tc\"d\\e", a05 = "\\\\\\"} : () -> ()
