// distinct attributes without alias are numbered after aliased ones
"foo.a"() {a = distinct[7]<unit>, b = distinct[3]<1 : i32>, c = distinct[9]<unit>, d = distinct[1]<"x">} : () -> ()
"foo.b"() {e = distinct[7]<unit>} : () -> ()
