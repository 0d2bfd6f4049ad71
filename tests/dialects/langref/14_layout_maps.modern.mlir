// Modernised 14_layout_maps.mlir: maps wrapped in affine_map<...> and used in memref types.
// MxN matrix stored in row major layout in memory:
#layout_map_row_major = affine_map<(i, j) -> (i, j)>
// MxN matrix stored in column major layout in memory:
#layout_map_col_major = affine_map<(i, j) -> (j, i)>
// MxN matrix stored in a 2-d blocked/tiled layout with 64x64 tiles.
#layout_tiled = affine_map<(i, j) -> (i floordiv 64, j floordiv 64, i mod 64, j mod 64)>
func.func private @uses(memref<128x128xf32, #layout_map_row_major>,
                        memref<128x128xf32, #layout_map_col_major>,
                        memref<128x128xf32, #layout_tiled>)
