// util.call of a function without arguments or results.
util.func private @noop() {
  util.return
}
util.func public @main() {
  util.call @noop() : () -> ()
  util.return
}
