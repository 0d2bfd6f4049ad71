// Public (implicit), private and nested visibility on function definitions.
module {
  func.func @pub() {
    return
  }
  func.func private @priv() {
    return
  }
  func.func nested @nest() {
    return
  }
  func.func public @explicit_pub() {
    return
  }
}
