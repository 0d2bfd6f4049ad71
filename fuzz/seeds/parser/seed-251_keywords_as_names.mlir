// keywords used as attribute names, symbol names and op names
"foo.b"() {true = 1, loc = 2, dense = 3, unit = 4, i32 = 5, func = 6, attributes = 7, module = 8, x = @module, y = @true} : () -> ()
"loc"() : () -> ()
"module"() : () -> ()
