// value used with two types fwd
// MLIR-ERROR: use of value '%v' expects different type than prior uses: 'i64' vs 'i32'
"foo.u"(%v) : (i32) -> ()
"foo.u"(%v) : (i64) -> ()
%v = "foo.d"() : () -> i32
