// dense attributes of vector type
"foo.dense"() {a = dense<[1, 2]> : vector<2xindex>, b = dense<0.5> : vector<[4]xf32>, c = dense<[[true, false]]> : vector<1x2xi1>, d = dense<1.0> : vector<2xf8E5M2>} : () -> ()
