extension Double {
    /// The number without a trailing `.0` when it is whole: `17`, `0.5`, `-3`.
    ///
    /// Used by the descriptions of the value types.
    package var compactDescription: String {
        if isFinite, self == rounded(), Swift.abs(self) < 1e15 {
            return String(Int64(self))
        }
        return String(self)
    }
}
