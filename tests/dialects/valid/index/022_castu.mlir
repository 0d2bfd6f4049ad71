// index.castu (zero-extending or truncating cast), also from signed and unsigned integers.
func.func @f(%a: index, %b: i16, %c: si32, %d: ui64) -> i64 {
  %0 = index.castu %b : i16 to index
  %1 = index.castu %c : si32 to index
  %2 = index.castu %d : ui64 to index
  %3 = index.castu %a : index to i64
  %4 = index.castu %a : index to ui8
  return %3 : i64
}
