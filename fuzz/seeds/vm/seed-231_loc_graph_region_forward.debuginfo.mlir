// locations with forward references in a graph region
"foo.use"(%v) : (i32) -> () loc("use":2:2)
%v = "foo.def"() : () -> i32 loc("def":1:1)
