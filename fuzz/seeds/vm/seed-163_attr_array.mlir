// arrays, nested and empty
"foo.attrs"() {a00 = [], a01 = [1], a02 = [1, 2, 3], a03 = [[]], a04 = [[1], [2, [3]]], a05 = [1, "a", 2.0, i32, unit, true], a06 = [[[[[]]]]]} : () -> ()
