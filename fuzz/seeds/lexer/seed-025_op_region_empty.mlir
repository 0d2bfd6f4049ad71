// a region without blocks
"foo.region"() ({
}) : () -> ()
"foo.region"() ({}) : () -> ()
