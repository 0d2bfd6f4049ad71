// attribute aliases referring to other aliases
#a = 1 : i8
#b = [#a, #a]
#c = {x = #b, y = #a}
#d = #foo.wrap<#c>
"foo.op"() {v = #d, w = #c} : () -> ()
