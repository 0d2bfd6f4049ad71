// map and set alias numbers follow the order the printer meets them
"foo.r"() ({
  "foo.inner"() {m = affine_map<(d0) -> (d0 * 7)>} : () -> ()
}) {m = affine_map<(d0) -> (d0 * 8)>, s = affine_set<(d0) : (d0 == 0)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 * 9)>>)
"foo.b"() {z = affine_map<(d0) -> (d0 * 9)>, a = affine_map<(d0) -> (d0 * 10)>, b = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
