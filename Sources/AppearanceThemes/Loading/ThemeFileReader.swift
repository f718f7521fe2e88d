internal import Foundation
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads the bytes of a theme file: a regular file only, and never more than a limit.
///
/// Whatever a path names, reading returns at once: a folder, a device such as `/dev/zero`, a
/// pipe or a socket is refused by its type before a byte is read (a pipe is opened without
/// waiting for a writer), and a file that grows past the limit while it is read is refused
/// when it passes the limit, not read to its end.
///
/// Lifetime rule: the file descriptor is opened and closed within ``read(_:limit:)``.
enum ThemeFileReader {
    /// Why a path gives no theme text.
    enum Problem: Error, Equatable {
        case missing
        case folder
        case notRegularFile
        case tooLarge(size: Int, limit: Int)
        case unreadable(String)

        /// What is wrong, as a message says it.
        var description: String {
            switch self {
            case .missing: "no such file"
            case .folder: "it is a folder"
            case .notRegularFile: "it is not a regular file but a device, a pipe or a socket"
            case .tooLarge(let size, let limit):
                "the file is \(size) bytes, over the \(limit)-byte limit for theme files"
            case .unreadable(let reason): reason
            }
        }

        /// How to fix it.
        var fix: String {
            if case .tooLarge = self { return "split the theme into files that extend each other ('extends: base.yaml')" }
            return "write a path relative to this file's folder, or a built-in theme (dark, light, ocean)"
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    static func read(_ path: String, limit: Int) -> Result<Data, Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(problem(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(problem(errno: errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.folder)
        default: return .failure(.notRegularFile)
        }
        let size = Int(status.st_size)
        if size > limit { return .failure(.tooLarge(size: size, limit: limit)) }

        // Read to the end, but stop one byte past the limit: the file may have grown since `fstat`.
        var data = Data()
        let chunk = 64 << 10
        var buffer = [UInt8](repeating: 0, count: chunk)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(problem(errno: errno))
            }
            if count == 0 { return .success(data) }
            data.append(contentsOf: buffer[..<count])
        }
        return .failure(.tooLarge(size: data.count, limit: limit))
    }

    private static func problem(errno code: Int32) -> Problem {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .folder
        case EACCES, EPERM: .unreadable("permission denied")
        default: .unreadable(String(cString: strerror(code)))
        }
    }
}
