// hex and signed integer edge cases
"foo.attrs"() {a00 = -0x8000000000000000, a01 = 0x8000000000000000, a02 = -0x1 : i8, a03 = 0x7FFFFFFFFFFFFFFF, a04 = 0x80 : i8, a05 = 0x1 : i1, a06 = 0x0 : i1, a07 = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i128} : () -> ()
