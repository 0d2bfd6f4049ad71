// whitespace inside pretty dialect bodies is kept
"foo.a"() {a = #foo.b<a,b>, b = #foo.b<a, b>, c = #foo.b< a >} : () -> (!foo.t<x,  y>)
