// nested symbol references
"foo.attrs"() {a00 = @a::@b, a01 = @a::@b::@c, a02 = @a::@b::@c::@d::@e, a03 = @"x y"::@z, a04 = @a::@"b c", a05 = @"1"::@"2"::@"3"} : () -> ()
