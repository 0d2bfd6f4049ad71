// From the MLIR Language Reference (seeds/004_f6d9d7907f2c403c.txt, lines 604-608): Type System / Type Aliases.
!avx_m128 = type vector<4 x f32>
// Using the original type.
"foo"(%x) : vector<4 x f32> -> ()
// Using the type alias.
"foo"(%x) : !avx_m128 -> ()
