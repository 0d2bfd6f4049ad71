// vectors of small float types
%t0 = "foo.t"() : () -> vector<4xf8E4M3FN>
%t1 = "foo.t"() : () -> vector<2xf6E2M3FN>
%t2 = "foo.t"() : () -> vector<8xf4E2M1FN>
%t3 = "foo.t"() : () -> vector<2xf8E8M0FNU>
%t4 = "foo.t"() : () -> vector<2xtf32>
