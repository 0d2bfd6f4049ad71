// strided layouts in memrefs and as attributes
%0 = "foo.t"() : () -> memref<4x4xf32, strided<[4, 1], offset: 8>>
"foo.a"() {layout = strided<[4, 1], offset: 8>} : () -> ()
