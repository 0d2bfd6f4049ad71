// input aliases are scoped to their chunk
#a = 1 : i32
!t = tensor<2xf32>
"foo.a"() {v = #a} : () -> !t

// -----

#a = 2 : i64
!t = memref<4xi8>
"foo.b"() {v = #a} : () -> !t
