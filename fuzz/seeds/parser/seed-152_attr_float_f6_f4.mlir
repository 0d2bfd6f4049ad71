// 6- and 4-bit float values
"foo.attrs"() {a00 = 1.0 : f6E2M3FN, a01 = 0x1F : f6E2M3FN, a02 = 0x3F : f6E2M3FN, a03 = 1.0 : f6E3M2FN, a04 = 0x1F : f6E3M2FN, a05 = 0.3 : f6E3M2FN, a06 = 1.0 : f4E2M1FN, a07 = 0x7 : f4E2M1FN, a08 = 0xF : f4E2M1FN, a09 = 0.5 : f4E2M1FN, a10 = 0x1 : f4E2M1FN} : () -> ()
