// custom-form empty module
module {
}
