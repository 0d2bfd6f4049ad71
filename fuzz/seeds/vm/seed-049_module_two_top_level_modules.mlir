// two modules at top level get wrapped in an implicit module
module @a {
}
module @b {
}
