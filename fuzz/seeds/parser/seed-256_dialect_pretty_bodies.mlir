// pretty dialect item bodies with nested brackets and strings
"foo.a"() {a = #foo.b<"<>">, b = #foo.c<[<{(x)}>]>, c = #foo.d<a, b, c>, d = #foo.e<i32, 1.5, "s">} : () -> (!foo.t<"\22", [1]>)
