// Styles of views inside scopes (R11): the style the rules outside a scope give, with the
// scope's own style laid over it, made once per pair and kept by the scope's index.
extension RuleIndex {
    /// Two styles, by address.
    struct LayeredKey: Hashable {
        let outer: UInt
        let inner: UInt
    }

    /// A layered style and the outer style it was made from, kept alive so that its address
    /// cannot be reused by another style while the pair is cached.
    struct LayeredStyle {
        let style: ResolvedStyle
        let outer: ResolvedStyle
    }

    /// The most layered styles one scope's index keeps; past it the scope builds a new index
    /// (styles laid over the styles of old outer rules would otherwise pile up across theme
    /// switches). Entries are never dropped from a live index: nodes hold their styles
    /// unretained, and the index that made a style outlives the nodes using it.
    static let layeredStyleLimit = 4096

    /// `outer` with `inner` (one of this index's styles) laid over it: `inner` itself when
    /// `outer` sets nothing, `outer` when `inner` sets nothing.
    func layered(_ outer: Unretained<ResolvedStyle>, under inner: Unretained<ResolvedStyle>) -> Unretained<ResolvedStyle> {
        if unsafe inner.storeCount == 0 { return unsafe outer }
        if unsafe outer.storeCount == 0 { return unsafe inner }
        let key = unsafe LayeredKey(outer: outer.address, inner: inner.address)
        if let known = layeredStyles[key] { return unsafe Unretained(known.style) }
        let style = unsafe ResolvedStyle(layering: outer.object, under: inner.object, owner: Unretained(self))
        layeredStyles[key] = unsafe LayeredStyle(style: style, outer: outer.object)
        return unsafe Unretained(style)
    }
}
