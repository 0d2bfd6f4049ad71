// dense arrays of integers
"foo.attrs"() {a00 = array<i1: true, false, true>, a01 = array<i8: 1, -1, 127, -128>, a02 = array<i16: 1000>, a03 = array<i32: 1, 2, 3>, a04 = array<i64: -9223372036854775808, 9223372036854775807>, a05 = array<i8: 255>, a06 = array<i32: 0x10, -0x10>} : () -> ()
