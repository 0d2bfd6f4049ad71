// dense_resource naming a missing blob
"foo.a"() {a = dense_resource<missing> : tensor<2xi32>} : () -> ()
