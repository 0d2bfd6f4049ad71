// parenthesised pairs in dense literals of a real element type
"foo.a"() {v = dense<(1, 2)> : tensor<2xi32>} : () -> ()
