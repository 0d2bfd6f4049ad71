// inside arrays i64 integers and f64 floats drop their type
"foo.attrs"() {a00 = [1, 2 : i32, 3 : i64], a01 = [1.0, 2.0 : f32, 3.0 : f64], a02 = [true, 1 : i1], a03 = [0x10, -1], a04 = [1 : index, 2 : ui64, 3 : si64]} : () -> ()
