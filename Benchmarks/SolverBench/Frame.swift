import AppearanceSolver

/// A view's frame as the four unknowns the kit's layout solves for: its left and top edges,
/// its width and its height.
struct Frame {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// Makes the frame's variables, named after the view for mismatch messages.
    init(_ name: String) {
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
    var variables: [Variable] { [left, top, width, height] }
}
