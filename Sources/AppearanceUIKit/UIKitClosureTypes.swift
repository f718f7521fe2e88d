// UIKit's names for closure types the kit nests in its classes.

/// UIKit's name for the closure a `UIAction` runs.
public typealias UIActionHandler = Action.Handler
