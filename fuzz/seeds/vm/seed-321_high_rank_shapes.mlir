// high-rank tensors, vectors and memrefs
%0 = "foo.t"() : () -> tensor<?x?x?x?x?x?x?x?xf32>
%1 = "foo.t"() : () -> vector<1x2x3x4x5x6xi8>
%2 = "foo.t"() : () -> memref<1x?x1x?x1x?xf16, strided<[?, ?, ?, ?, ?, 1], offset: ?>>
%3 = "foo.t"() : () -> tensor<1x2x3x4x5x6x7x8x9x10xi1>
