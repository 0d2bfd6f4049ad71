// type attributes
"foo.attrs"() {a00 = i32, a01 = f32, a02 = index, a03 = none, a04 = tensor<2xf32>, a05 = memref<?xi8>, a06 = vector<[4]xi1>, a07 = !foo.t, a08 = !foo<"x">, a09 = tuple<i1>, a10 = complex<f64>, a11 = (i32) -> i32, a12 = () -> (), a13 = i1024, a14 = f8E4M3FN} : () -> ()
