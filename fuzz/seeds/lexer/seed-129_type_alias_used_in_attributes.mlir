// type aliases used in attributes
!f = f16
!tens = tensor<2x!f>
"foo.a"() {t = !tens, v = dense<1.0> : !tens, x = 1.0 : !f, arr = array<!f: 1.0>} : () -> ()
