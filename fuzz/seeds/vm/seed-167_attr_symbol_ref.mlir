// flat symbol references
"foo.attrs"() {a00 = @sym, a01 = @a_b, a02 = @a$b, a03 = @a.b.c, a04 = @_x, a05 = @x123, a06 = @"quoted", a07 = @"with space", a08 = @"0digit", a09 = @"a-b", a10 = @"sym\22"} : () -> ()
