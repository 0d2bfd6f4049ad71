// strided layout attributes
"foo.attrs"() {a00 = strided<[1]>, a01 = strided<[4, 1], offset: 2>, a02 = strided<[?, 1]>, a03 = strided<[?, ?], offset: ?>, a04 = strided<[]>, a05 = strided<[], offset: 3>, a06 = strided<[1], offset: 0>, a07 = strided<[-1, 0]>} : () -> ()
