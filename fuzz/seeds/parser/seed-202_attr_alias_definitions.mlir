// attribute aliases are resolved; input alias names are dropped
#one = 1 : i32
#arr = [#one, #one]
#dict = {k = #arr}
#map_in = affine_map<(d0) -> (d0 + 2)>
"foo.op"() {a = #one, b = #arr, c = #dict, m = #map_in} : () -> ()
