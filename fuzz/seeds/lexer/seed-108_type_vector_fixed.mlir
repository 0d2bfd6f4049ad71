// fixed-size vectors
%t0 = "foo.t"() : () -> vector<1xf32>
%t1 = "foo.t"() : () -> vector<4xi32>
%t2 = "foo.t"() : () -> vector<2x3x4xf64>
%t3 = "foo.t"() : () -> vector<16xi1>
%t4 = "foo.t"() : () -> vector<8xindex>
%t5 = "foo.t"() : () -> vector<1x1x1x1xi8>
%t6 = "foo.t"() : () -> vector<128xbf16>
