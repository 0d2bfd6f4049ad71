// tf32 values
"foo.attrs"() {a00 = 1.0 : tf32, a01 = 0.1 : tf32, a02 = 3.0e38 : tf32, a03 = 0x7FC00 : tf32, a04 = 0x3F800 : tf32} : () -> ()
