extension Layer {
    /// The layers added to this one, back to front; `nil` when there are none. A view's own
    /// layer lists the layers the app added, not its subviews' layers (UIKit lists both).
    /// Setting it replaces them.
    public var sublayers: [Layer]? {
        get { extras?.sublayers }
        set {
            for layer in extras?.sublayers ?? [] { layer.extras?.superlayer = nil }
            writableExtras.sublayers = nil
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one was added to, if any.
    public var superlayer: Layer? { extras?.superlayer }

    /// Adds `layer` on top of the sublayers, moving it from its old superlayer.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(extras?.sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to their count), moving it from
    /// its old superlayer.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        layer.removeFromSuperlayer()
        var list = extras?.sublayers ?? []
        list.insert(layer, at: Swift.min(Int(index), list.count))
        writableExtras.sublayers = list
        layer.writableExtras.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = sibling.flatMap { sibling in extras?.sublayers?.firstIndex { $0 === sibling } }
        insertSublayer(layer, at: UInt32(index ?? extras?.sublayers?.count ?? 0))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index = sibling.flatMap { sibling in extras?.sublayers?.firstIndex { $0 === sibling } }
        insertSublayer(layer, at: UInt32(index.map { $0 + 1 } ?? extras?.sublayers?.count ?? 0))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard let index = extras?.sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let superlayer, let extras = superlayer.extras else { return }
        extras.sublayers?.removeAll { $0 === self }
        if extras.sublayers?.isEmpty == true { extras.sublayers = nil }
        self.extras?.superlayer = nil
    }
}
