// i1 hex data: 0x00 and 0xFF splats
"foo.a"() {a = dense<"0x00"> : tensor<8xi1>, b = dense<"0xFF"> : tensor<8xi1>} : () -> ()
