// signed and unsigned integer attributes
"foo.attrs"() {a00 = -128 : si8, a01 = 127 : si8, a02 = 255 : ui8, a03 = 0 : ui8, a04 = -1 : si64, a05 = 18446744073709551615 : ui64, a06 = -1 : si1, a07 = 1 : ui1} : () -> ()
