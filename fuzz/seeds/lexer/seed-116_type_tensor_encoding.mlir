// tensors with encoding attributes
%t0 = "foo.t"() : () -> tensor<4xf32, "enc">
%t1 = "foo.t"() : () -> tensor<?x?xf32, #foo.enc<1, 2>>
%t2 = "foo.t"() : () -> tensor<2xi8, {a = 1}>
%t3 = "foo.t"() : () -> tensor<2xi8, [1, 2]>
%t4 = "foo.t"() : () -> tensor<2xi8, 42 : i32>
%t5 = "foo.t"() : () -> (tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)
%t6 = "foo.t"() : () -> tensor<1xf32, unit>
%t7 = "foo.t"() : () -> tensor<3xf32, #foo<"opaque">>
