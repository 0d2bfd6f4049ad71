// empty input gives an empty module
