// index.casts (sign-extending or truncating cast) between index and integers of several widths.
func.func @f(%a: index, %b: i1, %c: i8, %d: i64, %e: i128) -> (index, i32) {
  %0 = index.casts %b : i1 to index
  %1 = index.casts %c : i8 to index
  %2 = index.casts %d : i64 to index
  %3 = index.casts %e : i128 to index
  %4 = index.casts %a : index to i32
  %5 = index.casts %a {note} : index to i1
  return %0, %4 : index, i32
}
