// type and attribute aliases used together
!ty = tensor<2xi32>
#val = dense<[1, 2]> : !ty
"foo.op"() {v = #val, t = !ty} : () -> !ty
