// location attributes inside attribute dictionaries
"foo.a"() {l1 = loc("a":1:1), l2 = [loc(unknown), loc("n"("b":2:2))]} : () -> ()
