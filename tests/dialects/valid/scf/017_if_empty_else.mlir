// scf.if with an empty else region (printed without it).
func.func @f(%c: i1) {
  scf.if %c {
  } else {
  }
  return
}
