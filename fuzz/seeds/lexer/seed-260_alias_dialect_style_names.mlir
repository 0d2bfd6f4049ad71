// input alias names shaped like generated ones are not kept
#map = affine_map<(d0) -> (d0 * 3)>
#map1 = affine_map<(d0) -> (d0 * 4)>
#set = affine_set<(d0) : (d0 >= 1)>
"foo.op"() {a = #map1, b = #map, c = #set} : () -> ()
