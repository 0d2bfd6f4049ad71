// ranked tensors
%t0 = "foo.t"() : () -> tensor<f32>
%t1 = "foo.t"() : () -> tensor<4xf32>
%t2 = "foo.t"() : () -> tensor<2x3xi8>
%t3 = "foo.t"() : () -> tensor<?xf32>
%t4 = "foo.t"() : () -> tensor<?x?x4xindex>
%t5 = "foo.t"() : () -> tensor<0xf32>
%t6 = "foo.t"() : () -> tensor<1x0x2xi1>
%t7 = "foo.t"() : () -> tensor<9223372036854775807xi8>
