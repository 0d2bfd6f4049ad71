// groups and single names mixed in one result list
%a:2, %b, %c:3 = "foo.op"() : () -> (i1, i2, i3, i4, i5, i6)
"foo.use"(%c#2, %b, %a#1, %c#0) : (i6, i3, i2, i4) -> ()
