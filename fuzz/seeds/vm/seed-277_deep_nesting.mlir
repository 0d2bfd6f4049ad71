// deeply nested arrays, regions and types
"foo.deep"() {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]], t = tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<i1>>>>>>>>>>>>>>>>>>>>} : () -> ()
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.r"() ({
"foo.leaf"() : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
