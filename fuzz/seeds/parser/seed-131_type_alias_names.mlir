// alias names with dots, digits and dollars
!my_type = i32
!a1$b = f32
!_x = index
%0:3 = "foo.t"() : () -> (!my_type, !a1$b, !_x)
