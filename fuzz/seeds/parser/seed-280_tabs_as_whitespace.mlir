// tabs as whitespace
	"foo.a"()	:	()	->	()
%0	=	"foo.b"() : () -> i32
