// hexadecimal integers
"foo.attrs"() {a00 = 0x0, a01 = 0x10, a02 = 0xFF : i8, a03 = 0x7F : i8, a04 = 0xffff : i16, a05 = 0xDEADBEEF : i32, a06 = 0xFFFFFFFFFFFFFFFF, a07 = -0x10 : i32, a08 = 0xABCDEF0123456789ABCDEF : i128} : () -> ()
