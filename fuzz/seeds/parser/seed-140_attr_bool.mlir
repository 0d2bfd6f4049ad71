// boolean attributes
"foo.attrs"() {a00 = true, a01 = false} : () -> ()
