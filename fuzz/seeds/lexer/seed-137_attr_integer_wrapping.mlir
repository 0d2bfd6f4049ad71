// values that fit the width but print as signed
"foo.attrs"() {a00 = 255 : i8, a01 = 128 : i8, a02 = 65535 : i16, a03 = 4294967295 : i32, a04 = 18446744073709551615 : i64, a05 = 3 : i2, a06 = 2 : i2} : () -> ()
