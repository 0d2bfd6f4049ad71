// external resources of every value kind
"foo.a"() : () -> ()
{-#
  external_resources: {
    ext: {
      blob4: "0x0400000001020304",
      blob8: "0x08000000AABBCCDDEEFF0011",
      t: true,
      f: false,
      str: "hello\n\22x\22"
    },
    other.key: {
      k.k: "v"
    }
  }
#-}
