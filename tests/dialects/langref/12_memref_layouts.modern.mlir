// Modernised 12_memref_layouts.mlir: `floordiv` instead of `div`, memref.alloc in a function,
// integer memory space 0 instead of `memspace0`, bare types turned into function arguments.
// Identity index/layout map
#identity = affine_map<(d0, d1) -> (d0, d1)>
// Column major layout.
#col_major = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
// A 2-d tiled layout with tiles of size 128 x 256.
#tiled_2d_128x256 = affine_map<(d0, d1) -> (d0 floordiv 128, d1 floordiv 256, d0 mod 128, d1 mod 256)>
// A tiled data layout with non-constant tile sizes.
#tiled_dynamic = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1,
                                                 d0 mod s0, d1 mod s1)>
// A layout that yields a padding on two at either end of the minor dimension.
#padded = affine_map<(d0, d1) -> (d0, (d1 + 2) floordiv 2, (d1 + 2) mod 2)>
// Affine map with symbol 's0' used as offset for the first dimension.
#imapS = affine_map<(d0, d1) [s0] -> (d0 + s0, d1)>
func.func @f(%id: memref<16x32xf32, #identity, 0>, %tiled: memref<256x512xf32, #tiled_2d_128x256>,
             %N: index, %M: index, %B1: index, %B2: index, %n: index, %o: index) {
  // %N here binds to the size of the third dimension.
  %A = memref.alloc(%N) : memref<16x4x?xf32, #col_major, 0>
  // A 2-d dynamic shaped memref that also has a dynamically sized tiled layout.
  %T = memref.alloc(%M, %N) [%B1, %B2] : memref<?x?xf32, #tiled_dynamic>
  // A memref that has a two-element padding at either end.
  %P = memref.alloc() : memref<16x64xf32, #padded>
  // '%n' is bound to the dynamic second dimension of the memref type.
  // '%o' is bound to the symbol 's0' in the affine map of the memref type.
  %A2 = memref.alloc (%n)[%o] : memref<16x?xf32, #imapS>
  return
}
