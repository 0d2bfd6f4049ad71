// dialect attributes as fused metadata
"foo.a"() : () -> () loc(fused<#foo<"opaque">>["a":1:1])
"foo.b"() : () -> () loc(fused<#foo.m<1>>["a":1:1, "b":2:2])
