// util.func with public and private visibility; the printer always spells the visibility.
util.func @implicit_public() {
  util.return
}
util.func public @explicit_public() {
  util.return
}
util.func private @priv() {
  util.return
}
