// file metadata unknown key
// MLIR-ERROR: unknown key 'bogus' in file metadata dictionary
"foo.a"() : () -> ()
{-#
  bogus: {}
#-}
