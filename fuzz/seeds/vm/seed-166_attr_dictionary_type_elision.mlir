// inside dictionaries types are kept
"foo.attrs"() {a00 = {i = 1, f = 1.0, b = true, s = "x"}, a01 = {a = [1, {b = 2}]}} : () -> ()
