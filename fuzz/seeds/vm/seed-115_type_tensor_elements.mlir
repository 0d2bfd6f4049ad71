// tensor element types
%t0 = "foo.t"() : () -> tensor<2xcomplex<f32>>
%t1 = "foo.t"() : () -> tensor<2xvector<4xf32>>
%t2 = "foo.t"() : () -> tensor<2x!foo.elem>
%t3 = "foo.t"() : () -> tensor<2xindex>
%t4 = "foo.t"() : () -> tensor<2xf4E2M1FN>
