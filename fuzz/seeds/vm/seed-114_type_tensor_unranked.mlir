// unranked tensors
%t0 = "foo.t"() : () -> tensor<*xf32>
%t1 = "foo.t"() : () -> tensor<*xi1>
%t2 = "foo.t"() : () -> tensor<*xcomplex<f64>>
%t3 = "foo.t"() : () -> tensor<*x!foo.t>
%t4 = "foo.t"() : () -> tensor<*xvector<4xf32>>
