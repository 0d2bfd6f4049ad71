// an external blob with alignment one and no data
"foo.a"() : () -> ()
{-#
  external_resources: {
    ext: {
      blob: "0x01000000"
    }
  }
#-}
