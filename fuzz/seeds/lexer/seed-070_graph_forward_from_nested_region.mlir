// a nested region uses a value defined later in the module
"foo.region"() ({
  "foo.use"(%later) : (tensor<2xf32>) -> ()
}) : () -> ()
%later = "foo.def"() : () -> tensor<2xf32>
