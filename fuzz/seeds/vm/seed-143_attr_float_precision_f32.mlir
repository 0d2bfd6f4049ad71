// floats printed with six significant digits when that round-trips
"foo.attrs"() {a00 = 0.1 : f32, a01 = 0.3 : f32, a02 = 3.14159274 : f32, a03 = 1.0e-7 : f32, a04 = 16777216.0 : f32, a05 = 1.17549435e-38 : f32, a06 = 3.40282347e38 : f32, a07 = 123456.0 : f32, a08 = 1234567.0 : f32} : () -> ()
