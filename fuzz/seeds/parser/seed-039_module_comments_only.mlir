// comments only
// nothing here
// still nothing
