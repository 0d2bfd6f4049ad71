// dense arrays of other integer and float types
"foo.attrs"() {a00 = array<si8: -1, 1>, a01 = array<ui8: 255, 0>, a02 = array<i128: 1>, a03 = array<f80: 1.5>, a04 = array<f8E4M3FN: 1.0>} : () -> ()
