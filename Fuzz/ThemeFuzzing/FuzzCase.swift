/// One generated theme file: the bytes to write, the seed file it was mutated from, and the
/// mutations applied, so a finding says how the file came to be.
public struct FuzzCase: Sendable {
    /// The case's number in its run.
    public let index: Int
    /// The seed file it started from, such as `ocean.yaml`.
    public let seedName: String
    /// The file's extension, `yaml` or `json`, which picks the syntax the loader reads.
    public let fileExtension: String
    /// The file's bytes (not always UTF-8: byte mutations make binary files too).
    public let bytes: [UInt8]
    /// The mutations, in order, such as `duplicate line 12 ×300`.
    public let mutations: [String]

    /// A case.
    public init(index: Int, seedName: String, fileExtension: String, bytes: [UInt8], mutations: [String]) {
        self.index = index
        self.seedName = seedName
        self.fileExtension = fileExtension
        self.bytes = bytes
        self.mutations = mutations
    }

    /// The case's file name in the fuzz workspace.
    public var fileName: String { "case.\(fileExtension)" }
}
