// scalable vector dimensions
%t0 = "foo.t"() : () -> vector<[4]xf32>
%t1 = "foo.t"() : () -> vector<[1]xi8>
%t2 = "foo.t"() : () -> vector<2x[4]xf32>
%t3 = "foo.t"() : () -> vector<[4]x[8]xf32>
%t4 = "foo.t"() : () -> vector<1x2x[3]xi64>
%t5 = "foo.t"() : () -> vector<[2]x4xf16>
