// An empty module written explicitly.
module {
}
