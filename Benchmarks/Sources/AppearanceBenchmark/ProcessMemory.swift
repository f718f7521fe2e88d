#if canImport(Glibc)
import Glibc
#endif

/// Resident memory of this process, from `/proc/self/status` (Linux; zeros elsewhere).
public enum ProcessMemory {
    /// Current resident set (`VmRSS`), in bytes.
    public static var residentBytes: Int { field("VmRSS") }

    /// Peak resident set (`VmHWM`), in bytes.
    public static var peakResidentBytes: Int { field("VmHWM") }

    // The calls to the C library below are the benchmark adopter's only unsafe code (the core's
    // UnsafeConfinementTests allows it here and nowhere else in the adopter): raw `read` and
    // `write` rather than Foundation's file handles, which allocate enough per call to move the
    // performance gate's allocation counts.

    /// Returns freed heap memory to the system, so that a following RSS delta counts new
    /// allocations instead of reused pages. (glibc's `malloc_trim` is not in the Glibc module,
    /// so it is looked up by name: a C function pointer of a known signature.)
    public static func trimHeap() {
        #if canImport(Glibc)
        guard let symbol = unsafe dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafe unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    /// Resets `VmHWM` to the current RSS (Linux 4.0+). Returns whether it worked.
    @discardableResult
    public static func resetPeak() -> Bool {
        #if canImport(Glibc)
        let fd = unsafe open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return unsafe write(fd, "5", 1) == 1
        #else
        return false
        #endif
    }

    private static func field(_ name: String) -> Int {
        #if canImport(Glibc)
        let fd = unsafe open("/proc/self/status", O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = unsafe buffer.withUnsafeMutableBytes { unsafe read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix(name + ":") {
            let fields = line.dropFirst(name.count + 1).split { $0 == " " || $0 == "\t" }
            guard let value = fields.first.flatMap({ Int($0) }) else { return 0 }
            return fields.count > 1 && fields[1] == "kB" ? value * 1024 : value
        }
        return 0
        #else
        return 0
        #endif
    }
}
