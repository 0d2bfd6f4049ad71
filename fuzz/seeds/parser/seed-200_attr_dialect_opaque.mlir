// opaque dialect attributes
"foo.attrs"() {a00 = #foo<"">, a01 = #foo<"anything">, a02 = #foo<"a<b>>c">, a03 = #foo<"with \"quote\"">, a04 = #foo<"x\0Ay">} : () -> ()
