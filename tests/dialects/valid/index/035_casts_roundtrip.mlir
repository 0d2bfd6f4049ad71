// A value cast to i64 and back with both casts.
func.func @f(%a: index) -> index {
  %0 = index.casts %a : index to i64
  %1 = index.castu %0 : i64 to index
  %2 = index.floordivs %1, %a
  return %2 : index
}
