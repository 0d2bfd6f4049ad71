// an empty symbol name is accepted and printed with a placeholder
"foo.attrs"() {a00 = @"", a01 = [@""]} : () -> ()
