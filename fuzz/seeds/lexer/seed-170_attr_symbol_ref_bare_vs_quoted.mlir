// symbol names that do not need quotes lose them
"foo.attrs"() {a00 = @"abc", a01 = @"a.b", a02 = @"a$", a03 = @"_", a04 = @"a1", a05 = @"ab-c", a06 = @"1a", a07 = @"a b"} : () -> ()
