// dictionary attributes are sorted
"foo.attrs"() {a00 = {}, a01 = {a = 1}, a02 = {b = 2, a = 1}, a03 = {x, y = unit}, a04 = {"quoted key" = 1, plain = 2}, a05 = {nested = {inner = {deepest = []}}}, a06 = {foo.dotted = 1, z = 2}} : () -> ()
