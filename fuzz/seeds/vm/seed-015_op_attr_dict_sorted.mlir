// attributes are printed sorted by name
"foo.op"() {zeta = 1, alpha = 2, Mid = 3, _under = 4, beta9 = 5, beta10 = 6} : () -> ()
