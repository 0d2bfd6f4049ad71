// alias names with digits, dollars and underscores
#a1 = 1
#_b = 2
#c$d = 3
#map = 4
"foo.op"() {a = #a1, b = #_b, c = #c$d, d = #map} : () -> ()
