/// Makes fuzz cases: a seed theme with one to four random mutations, from a fixed seed.
///
/// The mutations are those a hostile or careless edit makes: bytes flipped, lines duplicated,
/// deleted or swapped, tokens inserted, values nested deep, huge numbers and strings, unicode
/// that trips readers (right-to-left marks, combining marks, NUL, noncharacters, lone
/// surrogates in JSON escapes), alias bombs, CRLF, a byte order mark, tabs, duplicate keys,
/// variables that refer to themselves or each other, and `extends` of files that are not
/// themes (a pipe, a folder, `/dev/zero`, the file itself).
public struct ThemeMutator: Sendable {
    /// The seeds mutations start from.
    public let corpus: FuzzCorpus
    /// The run's seed.
    public let seed: UInt64

    /// A mutator.
    public init(corpus: FuzzCorpus, seed: UInt64) {
        self.corpus = corpus
        self.seed = seed
    }

    /// Case `index` of the run: the same index and seed always give the same case.
    public func makeCase(_ index: Int) -> FuzzCase {
        var random = SeededGenerator(seed: seed, case: index)
        let seedFile = corpus.seeds[Int.random(in: 0..<corpus.seeds.count, using: &random)]
        var text = TextMutation(text: seedFile.text, isJSON: seedFile.fileExtension == "json")
        var mutations: [String] = []
        for _ in 0..<random.skewed(in: 1...4) {
            mutations.append(text.mutate(using: &random))
        }
        var bytes = Array(text.text.utf8)
        if Int.random(in: 0..<8, using: &random) == 0 {
            mutations.append(ByteMutation.mutate(&bytes, using: &random))
        }
        return FuzzCase(
            index: index, seedName: seedFile.name, fileExtension: seedFile.fileExtension, bytes: bytes, mutations: mutations)
    }
}
