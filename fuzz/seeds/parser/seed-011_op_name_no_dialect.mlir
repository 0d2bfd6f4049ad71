// op names without a dot are allowed for unregistered ops
"justname"() : () -> ()
%0 = "x"() : () -> i1
