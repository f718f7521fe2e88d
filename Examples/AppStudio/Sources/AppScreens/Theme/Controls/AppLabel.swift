public import AppearanceKit

// Port: the article's subclasses are internal to its app; these are `open` so that the seed
// tests, the theme-file tests and this example's tool (other modules) can use and register them.

open class AppLabel: Label {

}

open class AppHeadline: Label {

}

open class AppSubhead: Label {

}

open class AppFootnote: Label {

}
