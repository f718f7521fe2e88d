import SwiftSyntax

/// Target–action with a selector, which Linux cannot send: a statement
/// `control.addTarget(self, action: #selector(m), for: events)` is kept for iOS and, on Linux,
/// becomes the `UIAction` form iOS 14 added, calling the same method:
///
/// ```swift
/// #if canImport(ObjectiveC)
/// button.addTarget(self, action: #selector(didTapSave(_:)), for: .touchUpInside)
/// #else
/// button.addAction(UIAction { [weak self] action in if let sender = action.sender as? UIButton { self?.didTapSave(sender) } }, for: .touchUpInside)
/// #endif
/// ```
///
/// The method's parameters come from its declaration in the same file. A target other than
/// `self`, a method with two parameters (the event) or one declared elsewhere is noted instead.
extension PortRewriter {
    /// Rewrites `item` when it is a target–action statement; returns whether it did (then
    /// nothing inside it is noted again).
    func portTargetAction(_ item: CodeBlockItemSyntax) -> Bool {
        guard let call = item.item.as(FunctionCallExprSyntax.self), let (receiver, name) = Self.callee(of: call),
            name == "addTarget"
        else { return false }
        let arguments = Array(call.arguments)
        guard arguments.count == 3, arguments[0].label == nil, arguments[1].label?.text == "action",
            arguments[2].label?.text == "for",
            let selector = arguments[1].expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector"
        else { return false }
        guard arguments[0].expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
            note(
                "`addTarget` with a target other than `self`: on Linux write `addAction(UIAction { … }, for: …)` "
                    + "calling the target's method", at: call)
            return true
        }
        guard let handler = actionHandler(for: selector) else { return true }
        guard let indent = indentation(at: item.positionAfterSkippingLeadingTrivia) else {
            note("`addTarget` shares its line with other code: put it inside `#if canImport(ObjectiveC)` by hand", at: call)
            return true
        }
        let statement = item.trimmedDescription
        let linux = (receiver.map { $0 + "." } ?? "") + "addAction(\(handler), for: \(arguments[2].expression.trimmedDescription))"
        let block =
            "#if canImport(ObjectiveC)\n" + indent + statement + "\n" + indent + "#else\n" + indent + linux + "\n" + indent
            + "#endif"
        replace(item.positionAfterSkippingLeadingTrivia..<item.endPositionBeforeTrailingTrivia, with: block)
        return true
    }

    /// The receiver's text (`nil` for an implicit `self`) and the called name of `call`.
    static func callee(of call: FunctionCallExprSyntax) -> (receiver: String?, name: String)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            return (base.trimmedDescription, member.declName.baseName.text)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        return nil
    }

    /// `UIAction { [weak self] … in self?.m(…) }` calling the method `selector` names, or `nil`
    /// (with a note) when the method cannot be found in the file or takes more than the sender.
    private func actionHandler(for selector: MacroExpansionExprSyntax) -> String? {
        guard let (name, labels) = Self.selectorName(selector) else {
            note("`\(selector.trimmedDescription)` does not name a method: on Linux call it from `UIAction { … }`", at: selector)
            return nil
        }
        let candidates = (functionsByName[name] ?? []).filter { function in
            let parameters = function.signature.parameterClause.parameters
            guard let labels else { return true }
            return parameters.count == labels.count
                && zip(parameters, labels).allSatisfy { $0.firstName.text == $1 }
        }
        guard candidates.count == 1, let method = candidates.first else {
            note(
                "`\(selector.trimmedDescription)`: \(candidates.isEmpty ? "no" : "more than one") method of that name in this file, "
                    + "so its parameters are not known: on Linux write `addAction(UIAction { [weak self] _ in self?.\(name)() }, for: …)`",
                at: selector)
            return nil
        }
        let parameters = Array(method.signature.parameterClause.parameters)
        switch parameters.count {
        case 0:
            return "UIAction { [weak self] _ in self?.\(name)() }"
        case 1:
            let label = parameters[0].firstName.tokenKind == .wildcard ? "" : parameters[0].firstName.text + ": "
            let type = parameters[0].type.trimmedDescription
            switch type {
            case "Any": return "UIAction { [weak self] action in self?.\(name)(\(label)action.sender as Any) }"
            case "Any?": return "UIAction { [weak self] action in self?.\(name)(\(label)action.sender as Any?) }"
            default:
                if let optional = parameters[0].type.as(OptionalTypeSyntax.self) {
                    let wrapped = optional.wrappedType.trimmedDescription
                    return "UIAction { [weak self] action in self?.\(name)(\(label)action.sender as? \(wrapped)) }"
                }
                return "UIAction { [weak self] action in if let sender = action.sender as? \(type) { self?.\(name)(\(label)sender) } }"
            }
        default:
            note(
                "`\(selector.trimmedDescription)` takes the event too, which `UIAction` does not pass: on Linux call it "
                    + "from `addAction(UIAction { … }, for: …)` by hand", at: selector)
            return nil
        }
    }

    /// The base name and, when written, the argument labels (`_` for none) a `#selector` names:
    /// `m`, `m(_:)`, `self.m(sender:)`, `Type.m`. `nil` for `getter:`/`setter:` selectors and
    /// other expressions.
    static func selectorName(_ selector: MacroExpansionExprSyntax) -> (name: String, labels: [String]?)? {
        guard selector.arguments.count == 1, let argument = selector.arguments.first, argument.label == nil else { return nil }
        let reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            return nil
        }
        let labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text } }
        return (reference.baseName.text, labels)
    }
}
