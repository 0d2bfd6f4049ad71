// an empty module with debuginfo
