import SwiftSyntax

/// What only the Objective-C runtime does and has no mechanical Linux form, noted where it is:
/// a `#selector` anywhere but a target–action statement (bar button items, gesture recognizers,
/// notifications, `perform(_:)`), `#keyPath`, and optional protocol requirements.
extension PortRewriter {
    func noteRuntimeOnlyExpression(_ node: MacroExpansionExprSyntax) {
        switch node.macroName.text {
        case "selector":
            note(
                "`\(node.trimmedDescription)` needs the Objective-C runtime: on Linux pass a closure "
                    + "(`UIBarButtonItem(primaryAction: UIAction { … })`, a block-based observer) instead", at: node)
        case "keyPath":
            note("`\(node.trimmedDescription)` needs the Objective-C runtime: on Linux use a Swift key path", at: node)
        default:
            break
        }
    }

    func noteRuntimeOnlyModifier(_ node: DeclModifierSyntax) {
        guard node.name.tokenKind == .keyword(.optional) else { return }
        note(
            "optional protocol requirements need the Objective-C runtime: on Linux give the requirement a default "
                + "in a protocol extension", at: node)
    }
}
