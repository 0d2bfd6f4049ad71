// integer attributes across many widths
"foo.ints"() {a = 1 : i1, b = 3 : i2, c = 7 : i3, d = 127 : i7, e = 255 : i8, f = 511 : i9, g = 65535 : i16, h = 131071 : i17, i = 4294967295 : i32, j = 8589934591 : i33, k = -1 : i63, l = -1 : i65, m = 1 : i127} : () -> ()
