// aliases to dialect types and aliases of aliases
!d = !foo.thing<1, 2>
!dd = !d
!o = !foo<"opaque">
%0:3 = "foo.t"() : () -> (!d, !dd, !o)
