// one op producing results of many kinds
%r:10 = "foo.many"() : () -> (i1, index, f8E4M3FN, complex<f16>, tuple<i1>, vector<[2]xi8>, tensor<*xf32>, memref<2xf32, 1>, !foo.x, none)
"foo.use"(%r#9, %r#0) : (none, i1) -> ()
