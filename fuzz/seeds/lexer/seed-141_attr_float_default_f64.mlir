// floats without a type are f64
"foo.attrs"() {a00 = 1.0, a01 = 0.0, a02 = -0.0, a03 = 3.5, a04 = -2.25, a05 = 1.5e10, a06 = 1.0E-3, a07 = 2.e5, a08 = 1.} : () -> ()
