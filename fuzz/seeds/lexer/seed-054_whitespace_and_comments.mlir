// odd whitespace and comments between tokens
  %0   =   "foo.op"  (  )   :   (  )   ->   i32   // trailing comment
"foo.use"(
  %0 // comment inside
) {
  a = 1 , // c
  b = 2
} : ( i32
) -> (
)
