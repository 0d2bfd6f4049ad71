// comments inside types, attributes and regions
%0 = "foo.a"() // after name
  { // in dict
    a = [1, // in array
         2],
    b = dense<[1, // in dense
               2]> : tensor<2xi8>
  } : () -> ( // in type
    tensor<2 // in shape
    xi32>
  )
"foo.r"() ({ // region
^bb0(%x: i32 // block arg
):
  "foo.y"() : () -> ()
}) : () -> ()
