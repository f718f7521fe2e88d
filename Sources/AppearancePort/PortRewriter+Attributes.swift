import SwiftSyntax

/// The Objective-C runtime's attributes: kept for iOS inside `#if canImport(ObjectiveC)`, and,
/// for an appearance property (`@objc dynamic var` stored in a class), `@Styled` on Linux,
/// where no runtime can intercept its setter (the porting guide's rule 1):
///
/// ```swift
/// #if canImport(ObjectiveC)
/// @objc
/// #else
/// @Styled
/// #endif
/// public dynamic var cornerRadius: CGFloat = 0 {
///     didSet { setNeedsLayout() }
/// }
/// ```
///
/// Only the attributes move: the declaration, its observers and its body are written once, for
/// both platforms. (`dynamic` without `@objc` is plain Swift.)
extension PortRewriter {
    /// Attributes that need the Objective-C runtime: `@objc` (with or without a name),
    /// `@objcMembers`, and `@IBOutlet` (whose type must be an Objective-C class, which the
    /// kit's views are not; `@IBAction`, `@IBInspectable` and `@IBDesignable` compile on Linux).
    static let runtimeAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBOutletCollection"]

    func portAttributes(of declaration: some WithAttributesSyntax) {
        let attributes = declaration.attributes
        // An attribute list with an `#if` in it was written (or ported) for both platforms.
        guard !attributes.contains(where: { $0.is(IfConfigDeclSyntax.self) }) else { return }
        let runtime = attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
            Self.runtimeAttributes.contains($0.attributeName.trimmedDescription)
        }
        guard !runtime.isEmpty else { return }
        let appearance = appearanceProperty(declaration)
        noteAppearanceMethod(declaration)
        guard let indent = indentation(at: attributes.positionAfterSkippingLeadingTrivia),
            let lastAttribute = attributes.last
        else {
            note(
                "\(runtime.map(\.trimmedDescription).joined(separator: " ")) is on a line with other code: "
                    + "put it inside `#if canImport(ObjectiveC)` by hand", at: attributes)
            return
        }
        var block = "#if canImport(ObjectiveC)\n" + indent + runtime.map(\.trimmedDescription).joined(separator: " ") + "\n"
        if appearance != nil { block += indent + "#else\n" + indent + "@Styled\n" }
        block += indent + "#endif\n" + indent
        let others = attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { attribute in
            !runtime.contains { $0.id == attribute.id }
        }
        block += others.map { $0.trimmedDescription + " " }.joined()
        // The declaration goes on from its next token; whitespace between the attributes and it
        // is replaced, a comment kept.
        let next = lastAttribute.endPositionBeforeTrailingTrivia
        let rest = lastAttribute.nextToken(viewMode: .sourceAccurate)
        let restStart =
            rest.map { token in
                token.leadingTrivia.allSatisfy(\.isWhitespace) && lastAttribute.trailingTrivia.allSatisfy(\.isWhitespace)
                    ? token.positionAfterSkippingLeadingTrivia : next
            } ?? next
        replace(attributes.positionAfterSkippingLeadingTrivia..<restStart, with: block)
        if let binding = appearance, binding.initializer == nil, let type = binding.typeAnnotation?.type, Self.isOptional(type) {
            // A wrapped property has no implicit `nil`: UIKit's `var color: UIColor?` starts nil.
            replace(type.endPositionBeforeTrailingTrivia..<type.endPositionBeforeTrailingTrivia, with: " = nil")
        }
    }

    /// The binding of an appearance property: an instance `@objc dynamic var` of a class with
    /// one stored binding (observers allowed). `nil` for anything else.
    func appearanceProperty(_ declaration: some WithAttributesSyntax) -> PatternBindingSyntax? {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.dynamic) }),
            !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
            Self.enclosingType(of: variable)?.is(ClassDeclSyntax.self) == true
        else { return nil }
        guard variable.bindings.count == 1, let binding = variable.bindings.first else {
            note(
                "an appearance property per declaration: split `\(variable.bindings.trimmedDescription)` so each can be `@Styled`",
                at: variable)
            return nil
        }
        switch binding.accessorBlock?.accessors {
        case nil:
            return binding
        case .accessors(let accessors):
            let observers: Set<TokenKind> = [.keyword(.willSet), .keyword(.didSet)]
            return accessors.allSatisfy { observers.contains($0.accessorSpecifier.tokenKind) } ? binding : nil
        case .getter:
            return nil
        }
    }

    /// Notes an `@objc dynamic func` of a class that takes an argument: UIKit's per-value
    /// appearance setters (`setBadgeImage(_:for:)`), which a proxy forwards through the
    /// runtime. On Linux the proxy's setter is declared once over a subscript (rule 2).
    private func noteAppearanceMethod(_ declaration: some WithAttributesSyntax) {
        guard let function = declaration.as(FunctionDeclSyntax.self),
            function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.dynamic) }),
            !function.signature.parameterClause.parameters.isEmpty,
            Self.enclosingType(of: function)?.is(ClassDeclSyntax.self) == true
        else { return }
        note(
            "`\(function.name.text)` looks like an appearance method, which a proxy forwards on iOS only: on Linux back it "
                + "with an `AxisValues` subscript and declare the proxy's `\(function.name.text)` in an `AppearanceProxy` "
                + "extension (the porting guide's rule 2)", at: function.name)
    }

    /// The class, struct, enum, actor or extension `node` is a member of, if any.
    static func enclosingType(of node: some SyntaxProtocol) -> Syntax? {
        var parent = node.parent
        while let current = parent {
            if current.is(MemberBlockSyntax.self) { return current.parent }
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            parent = current.parent
        }
        return nil
    }

    /// Whether `type` is written as an optional (`T?`, `T!`, `Optional<T>`).
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }
}
