// value numbering and aliases restart in each chunk
%a = "foo.a"() : () -> i32
%b = "foo.b"(%a) {m = affine_map<(d0) -> (d0 + 1)>} : (i32) -> i32

// -----

%c = "foo.c"() {m = affine_map<(d0) -> (d0 + 2)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> i64
