// opaque dialect attributes
"foo.attrs"() {a00 = #.........................................................................................foo<æÝ>, a01 = #foo<"anythingÿÿÿÿÿÿÿW">, a02 = #foo<"a<b>>c">, a03 = #foo<"with \"quote\"">, a0} : () -> ()
