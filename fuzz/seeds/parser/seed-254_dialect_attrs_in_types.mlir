// dialect attributes as tensor encodings
%0 = "foo.t"() : () -> tensor<?x?xf32, #sparse.fake<{levels = [1, 2]}>>
%1 = "foo.t"() : () -> tensor<4xi8, #foo<"enc">>
