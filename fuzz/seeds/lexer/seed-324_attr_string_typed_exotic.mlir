// strings typed with exotic types
"foo.a"() {a = "s" : (i32) -> i32, b = "t" : tuple<i1, i2>, c = "u" : memref<?xf32>, d = "v" : complex<i8>, e = "w" : index} : () -> ()
