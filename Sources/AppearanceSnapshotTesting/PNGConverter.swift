import Foundation

/// Turns the kit's SVG into PNG with librsvg's `rsvg-convert`, when the machine has it.
///
/// Lifetime rule: each conversion runs one child process to its end and reads all its output;
/// nothing outlives the call.
enum PNGConverter {
    /// The converter's path: `$RSVG_CONVERT`, else `rsvg-convert` on `$PATH`; `nil` when there is none.
    static var path: String? {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["RSVG_CONVERT"], FileManager.default.isExecutableFile(atPath: chosen) { return chosen }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Why PNG snapshots cannot be taken here, for a skipped test or a failure.
    static let missingReason =
        "rsvg-convert is not installed (apt-get install librsvg2-bin, brew install librsvg, or set RSVG_CONVERT): "
        + "PNG snapshots need it; the SVG snapshots (.appearance) do not"

    /// The PNG of `svg`, or why there is none.
    static func png(from svg: String) -> Result<Data, PNGConversionError> {
        guard let path else { return .failure(PNGConversionError(message: missingReason)) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--format", "png"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(PNGConversionError(message: "\(path) did not start: \(error)"))
        }
        // The picture is written from another thread while this one reads the output, so that
        // neither pipe's buffer filling up can stop the other side.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(svg.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !png.isEmpty else {
            return .failure(
                PNGConversionError(
                    message: "\(path) failed (\(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))"))
        }
        return .success(png)
    }
}

/// A PNG that could not be made.
struct PNGConversionError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
