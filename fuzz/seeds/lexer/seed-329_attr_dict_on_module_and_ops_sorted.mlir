// attribute sorting with mixed case, digits and punctuation
"foo.a"() {B = 1, a = 2, "A" = 3, b1 = 4, b = 5, "b-" = 6, b_ = 7, "b." = 8, "9" = 9, "~" = 10} : () -> ()
