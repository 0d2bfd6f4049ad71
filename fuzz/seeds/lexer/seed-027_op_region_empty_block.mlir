// a region with one empty block keeps its label
"foo.region"() ({
^bb0:
}) : () -> ()
