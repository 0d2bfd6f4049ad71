// type aliases are resolved and not printed
!i = i32
!vec = vector<4xf32>
!t = tensor<?x!vec>
%0 = "foo.t"() : () -> !i
%1 = "foo.t"() : () -> !t
"foo.use"(%0, %1) : (!i, tensor<?xvector<4xf32>>) -> ()
