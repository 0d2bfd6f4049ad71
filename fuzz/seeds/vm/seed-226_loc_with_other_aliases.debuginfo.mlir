// location aliases next to map, set and distinct aliases
"foo.a"() {m = affine_map<(d0) -> (d0 + 1)>, s = affine_set<(d0) : (d0 >= 0)>, d = distinct[0]<1>, l = loc("attr":1:1)} : () -> () loc("op":2:2)
