// resource unterminated
// MLIR-ERROR: expected identifier key for 'resource' entry
"foo.a"() : () -> ()
{-#
  dialect_resources: {
