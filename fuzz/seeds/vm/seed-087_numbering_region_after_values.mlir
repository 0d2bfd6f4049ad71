// regions are numbered after the values of their parent block
"foo.r"() ({
  %in = "foo.in"() : () -> i32
}) : () -> ()
%after1 = "foo.after"() : () -> i32
%after2 = "foo.after"() : () -> i32
