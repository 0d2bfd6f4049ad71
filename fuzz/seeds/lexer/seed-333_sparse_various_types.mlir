// sparse elements of float, index and string types
"foo.a"() {a = sparse<[[0, 0], [1, 1]], [1.5, -2.5]> : tensor<2x2xf64>, b = sparse<[[3]], [7]> : tensor<4xindex>, c = sparse<[[1, 2], [2, 1]], ["x", "y"]> : tensor<3x3x!foo.s>, d = sparse<[[0], [1], [2]], [1, 2, 3]> : vector<4xi32>} : () -> ()
