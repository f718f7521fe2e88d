/// How an encoder writes the file of each ``AppearanceSourceLocation`` it encodes: relative to
/// a folder, a built-in theme by name, a Swift file ID as the file it names.
///
/// Put one in the encoder's `userInfo` under ``AppearanceSourceLocation/fileNamingKey``; without
/// one, a location's file is written as recorded (``AppearanceSourceLocation/file``).
///
/// ```swift
/// struct FileNameOnly: AppearanceSourceFileNaming {
///     func file(of location: AppearanceSourceLocation) -> String {
///         String(location.file.split(separator: "/").last ?? "")
///     }
/// }
/// let encoder = JSONEncoder()
/// encoder.userInfo[AppearanceSourceLocation.fileNamingKey] = FileNameOnly()
/// ```
public protocol AppearanceSourceFileNaming: Sendable {
    /// The file of `location` as the encoder writes it.
    func file(of location: AppearanceSourceLocation) -> String
}
