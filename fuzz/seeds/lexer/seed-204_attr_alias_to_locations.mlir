// location aliases in the input
#l = loc("aliased.mlir":3:4)
"foo.op"() : () -> () loc(#l)
"foo.op"() {loc_attr = #l} : () -> ()
