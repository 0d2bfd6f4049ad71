// index.constant: zero, positive, negative, hexadecimal and the int64 extremes; results named %idxN.
func.func @f() -> index {
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -1
  %3 = index.constant 0x7f
  %4 = index.constant 9223372036854775807
  %5 = index.constant -9223372036854775808
  return %1 : index
}
