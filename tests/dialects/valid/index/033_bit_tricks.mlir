// Bit manipulation on index: power-of-two rounding with shl, shru, and, or, xor.
func.func @f(%x: index) -> index {
  %c1 = index.constant 1
  %c63 = index.constant 63
  %0 = index.sub %x, %c1
  %1 = index.shru %0, %c1
  %2 = index.or %0, %1
  %3 = index.add %2, %c1
  %4 = index.xor %3, %x
  %5 = index.and %4, %c63
  %6 = index.shl %c1, %5
  %7 = index.shrs %6, %c1
  return %7 : index
}
