// typed integers
"foo.attrs"() {a00 = 1 : i8, a01 = -1 : i16, a02 = 100 : i32, a03 = 7 : i128, a04 = 3 : index, a05 = -5 : index, a06 = 0 : i0, a07 = 1 : i2, a08 = -2 : i2} : () -> ()
