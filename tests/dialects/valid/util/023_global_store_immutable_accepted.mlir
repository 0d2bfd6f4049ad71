// util.global.store to a global not marked mutable is accepted by the verifier.
util.global private @g = 0 : i32
util.func public @f(%a: i32) {
  util.global.store %a, @g : i32
  util.return
}
