// values printed in scientific form, in the shortest round-trip form, or in hex
"foo.attrs"() {a00 = 1.1 : f32, a01 = 1.1, a02 = 1.0e16, a03 = 123456.0, a04 = 1234567.0, a05 = 0.000123, a06 = 9.999999e-5 : f32, a07 = 1000000.5, a08 = 4503599627370496.0, a09 = 0.333333333333, a10 = -1.0e-320, a11 = 0.7 : f32, a12 = 2.2 : f32, a13 = 1.0e-10 : f32} : () -> ()
