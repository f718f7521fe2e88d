/// Mutations of a file's bytes, which may leave it invalid UTF-8.
enum ByteMutation {
    /// Applies one byte mutation to `bytes` and says which.
    static func mutate(_ bytes: inout [UInt8], using random: inout some RandomNumberGenerator) -> String {
        guard !bytes.isEmpty else {
            bytes = [0xFF]
            return "bytes: 0xFF"
        }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            let bit = UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            bytes[position] ^= bit
            return "bytes: flip a bit at \(position)"
        case 1:
            let byte = UInt8.random(in: 0...255, using: &random)
            bytes.insert(byte, at: position)
            return "bytes: insert \(byte) at \(position)"
        case 2:
            bytes.remove(at: position)
            return "bytes: delete at \(position)"
        case 3:
            let interesting: [UInt8] = [0x00, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xE0, 0xED, 0xF4, 0xF5, 0xFE, 0xFF, 0x0D, 0x09]
            let byte = interesting.randomElement(using: &random)!
            bytes[position] = byte
            return "bytes: set \(byte) at \(position)"
        case 4:
            // A truncated file, as a watcher sees it while an editor writes it.
            bytes.removeSubrange(position...)
            return "bytes: truncate at \(position)"
        default:
            // Invalid UTF-8 sequences: an overlong NUL, a lone continuation, a surrogate, past U+10FFFF.
            let sequences: [[UInt8]] = [[0xC0, 0x80], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]
            let sequence = sequences.randomElement(using: &random)!
            bytes.insert(contentsOf: sequence, at: position)
            return "bytes: insert invalid UTF-8 at \(position)"
        }
    }
}
