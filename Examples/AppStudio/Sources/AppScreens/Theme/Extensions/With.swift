public import AppearanceKit

public protocol With {}

public extension With {

    /// Makes it available to set properties with closures just after initializing.
    ///
    ///     let label = Label().with {
    ///       $0.textAlignment = .center
    ///       $0.textColor = Color.black
    ///       $0.text = "Hello, World!"
    ///     }
    @discardableResult
    func with(_ block: (Self) -> Void) -> Self {
        // https://github.com/devxoul/Then
        block(self)
        return self
    }
}

// Port: the article conforms `NSObject`, which covers UIKit's views and its appearance proxies
// (a UIKit proxy is typed as an instance of its class). Here views and proxies are separate
// types, and neither is an `NSObject`: both conform.
extension View: With {}
extension AppearanceProxy: With {}
