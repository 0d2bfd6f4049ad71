// empty dense arrays
"foo.attrs"() {a00 = array<i1>, a01 = array<i8>, a02 = array<i32>, a03 = array<i64>, a04 = array<f16>, a05 = array<f32>, a06 = array<f64>} : () -> ()
