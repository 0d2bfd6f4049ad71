// descriptive value names are replaced by numbers
%batch_size = "foo.def"() : () -> index
%x.y$z-1 = "foo.def"() : () -> index
%42 = "foo.def"() : () -> index
%_ = "foo.use"(%batch_size, %x.y$z-1, %42) : (index, index, index) -> index
