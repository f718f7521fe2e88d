extension VectorIcon {
    /// A filled disc of radius 10, the ground of the `….circle.fill` symbols.
    private static let disc = "M22 12a10 10 0 1 1-20 0a10 10 0 1 1 20 0Z"

    /// A filled `….circle.fill` symbol: a disc with `mark` (closed shapes) cut out of it.
    private static func discWithMark(_ mark: String, originalColor: Color = .systemGray) -> VectorIcon {
        VectorIcon(paths: [disc + " " + mark], isFilled: true, isEvenOdd: true, originalColor: originalColor)
    }

    /// A ring of `radius` around (`x`, `y`), drawn as two arcs.
    private static func ring(_ x: Double, _ y: Double, _ radius: Double) -> String {
        let left = x - radius
        let right = x + radius
        return "M\(right.svg) \(y.svg)A\(radius.svg) \(radius.svg) 0 1 1 \(left.svg) "
            + "\(y.svg)A\(radius.svg) \(radius.svg) 0 1 1 \(right.svg) \(y.svg)Z"
    }

    // Marks cut out of discs and shapes, as closed outlines about 2 points thick.
    private static let checkmarkMark = "M6.8 13.2L10.5 16.9L17.2 9.7L15.8 8.3L10.5 14.1L8.2 11.8Z"
    private static let xmarkMark =
        "M12 10.6L14.8 7.8L16.2 9.2L13.4 12L16.2 14.8L14.8 16.2L12 13.4L9.2 16.2L7.8 14.8L10.6 12L7.8 9.2L9.2 7.8Z"
    private static let plusMark = "M11 7h2v4h4v2h-4v4h-2v-4H7v-2h4Z"
    private static let minusMark = "M7 11h10v2H7Z"
    private static let infoMark = "M11 10.5h2v7h-2Z " + ring(12, 7.5, 1.2)
    private static let exclamationMark = "M11 6.5h2v7.5h-2Z " + ring(12, 17, 1.2)

    private static let eye = "M2 12c2.5-4.5 6-7 10-7s7.5 2.5 10 7c-2.5 4.5-6 7-10 7s-7.5-2.5-10-7Z"
    private static let bubble =
        "M12 4c5 0 9 3.2 9 7.2s-4 7.2-9 7.2c-1 0-2-.1-2.9-.4L4.5 20l1-3.8C4 14.9 3 13.1 3 11.2C3 7.2 7 4 12 4Z"
    private static let handset =
        "M5 3.5h4l1.5 4.5-2.5 1.5a11 11 0 0 0 6.5 6.5l1.5-2.5 4.5 1.5v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2Z"
    private static let folder =
        "M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z"
    private static let bookmark = "M6.5 3.5h11v17l-5.5-4-5.5 4Z"
    private static let pin = "M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11Z"
    private static let arrowhead = "M20.5 3.5L3.5 11l7.5 2 2 7.5Z"
    private static let plane = "M21 3L3 10.5l7 3 3 7.5Z"
    private static let triangle = "M7 4.5v15l12.5-7.5Z"
    private static let bolt = "M13.5 2.5L4.5 13.5h6.5l-1 8 9-11h-6.5Z"
    private static let personHead = "M16 7.5a4 4 0 1 1-8 0a4 4 0 1 1 8 0Z"
    private static let personInDisc =
        ring(12, 9.5, 3.5) + " M6 18.6c1.4-2.5 3.5-3.8 6-3.8s4.6 1.3 6 3.8c-1.6 1.6-3.7 2.4-6 2.4s-4.4-.8-6-2.4Z"

    /// Symbols apps use most beyond the basic set (chosen from how often public apps name them
    /// in `UIImage(systemName:)` and `Image(systemName:)`), drawn in simple geometry of our own.
    static let commonSymbols: [String: VectorIcon] = [
        // Navigation
        "chevron.down": VectorIcon(paths: ["M4.5 9l7.5 7.5L19.5 9"]),
        "chevron.up": VectorIcon(paths: ["M4.5 15l7.5-7.5L19.5 15"]),
        "chevron.forward": VectorIcon(paths: ["M9 4.5l7.5 7.5L9 19.5"]),
        "chevron.backward": VectorIcon(paths: ["M15 4.5L7.5 12 15 19.5"]),
        "arrow.left": VectorIcon(paths: ["M20 12H4", "M10 6l-6 6 6 6"]),
        "arrow.right": VectorIcon(paths: ["M4 12h16", "M14 6l6 6-6 6"]),
        "arrow.up": VectorIcon(paths: ["M12 20V4", "M6 10l6-6 6 6"]),
        "arrow.down": VectorIcon(paths: ["M12 4v16", "M6 14l6 6 6-6"]),
        "arrow.clockwise": VectorIcon(paths: ["M19.5 12a7.5 7.5 0 1 1-2.2-5.3", "M18.2 2.8v4.4h-4.4"]),
        "arrow.counterclockwise": VectorIcon(paths: ["M4.5 12a7.5 7.5 0 1 0 2.2-5.3", "M5.8 2.8v4.4h4.4"]),
        "line.3.horizontal": VectorIcon(paths: ["M4 6.5h16M4 12h16M4 17.5h16"]),
        "slider.horizontal.3": VectorIcon(paths: [
            "M3 6h8M15 6h6M3 12h3M10 12h11M3 18h12M19 18h2", ring(13, 6, 2), ring(8, 12, 2), ring(17, 18, 2),
        ]),
        "square.grid.2x2": VectorIcon(paths: [
            "M4 4h6.5v6.5H4Z", "M13.5 4H20v6.5h-6.5Z", "M4 13.5h6.5V20H4Z", "M13.5 13.5H20V20h-6.5Z",
        ]),
        "ellipsis.circle": VectorIcon(paths: [circle, "M8 12v.1M12 12v.1M16 12v.1"]),
        // People
        "person.fill": VectorIcon(paths: [personHead, "M3.5 21.5c0-5 3.8-8 8.5-8s8.5 3 8.5 8Z"], isFilled: true),
        "person.circle": VectorIcon(paths: [
            circle, ring(12, 9.5, 3), "M6.5 18.5c1.2-2.3 3.2-3.5 5.5-3.5s4.3 1.2 5.5 3.5",
        ]),
        "person.circle.fill": discWithMark(personInDisc),
        "person.crop.circle.fill": discWithMark(personInDisc),
        "person.2": VectorIcon(paths: [
            ring(8.5, 8, 3.5), "M2 20c0-3.9 2.9-6.5 6.5-6.5s6.5 2.6 6.5 6.5", ring(16.5, 8, 3),
            "M16.5 13.5c3 0 5.5 2.3 5.5 6",
        ]),
        // Status and marks
        "checkmark.circle.fill": discWithMark(checkmarkMark, originalColor: .systemGreen),
        "xmark.circle.fill": discWithMark(xmarkMark),
        "plus.circle.fill": discWithMark(plusMark, originalColor: .systemBlue),
        "minus.circle.fill": discWithMark(minusMark, originalColor: .systemRed),
        "info.circle.fill": discWithMark(infoMark, originalColor: .systemBlue),
        "exclamationmark.circle.fill": discWithMark(exclamationMark, originalColor: .systemRed),
        "exclamationmark.circle": VectorIcon(paths: [circle, "M12 7v6", "M12 16.5v.1"]),
        "exclamationmark.triangle": VectorIcon(
            paths: ["M12 3.5L2.5 20h19Z", "M12 9.5v5", "M12 17.5v.1"], originalColor: .systemYellow),
        "questionmark.circle": VectorIcon(paths: [
            circle, "M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7", "M12 17v.1",
        ]),
        "gearshape.fill": VectorIcon(paths: [cog + " " + ring(12, 12, 3)], isFilled: true, isEvenOdd: true),
        "bell.fill": VectorIcon(paths: ["M6 16.5V11a6 6 0 0 1 12 0v5.5l2 2H4Z", "M10 20h4a2 2 0 0 1-4 0Z"], isFilled: true),
        "bookmark": VectorIcon(paths: [bookmark]),
        "bookmark.fill": VectorIcon(paths: [bookmark], isFilled: true),
        "flag": VectorIcon(paths: ["M5 21V4", "M5 4.5c4-2 7 2 14 0v9c-7 2-10-2-14 0"]),
        "flag.fill": VectorIcon(
            paths: ["M4 3h2v18H4Z", "M6 4.5c4-2 7 2 13 0v9c-6 2-9-2-13 0Z"], isFilled: true, originalColor: .systemRed),
        "tag": VectorIcon(paths: ["M3.5 3.5h8l9 9-8 8-9-9Z", "M8 8v.1"]),
        "eye": VectorIcon(paths: [eye, ring(12, 12, 3)]),
        "eye.slash": VectorIcon(paths: [eye, ring(12, 12, 3), "M4 3l16 18"]),
        "lock.fill": VectorIcon(
            paths: ["M5 10.5h14V21H5Z", "M7.5 10.5v-3a4.5 4.5 0 0 1 9 0v3h-2v-3a2.5 2.5 0 0 0-5 0v3Z"], isFilled: true),
        "lock.open": VectorIcon(paths: ["M3 11h12v10H3Z", "M12.5 11V7.5a3.5 3.5 0 0 1 7 0V9"]),
        "key": VectorIcon(paths: [ring(7.5, 12, 4), "M11.5 12H21M17.5 12v3.5M20.5 12v2.5"]),
        // Time and media
        "calendar": VectorIcon(paths: ["M4 5.5h16v15H4Z", "M4 10h16", "M8 3v4M16 3v4"]),
        "clock": VectorIcon(paths: [circle, "M12 7v5l3.5 2"]),
        "camera": VectorIcon(paths: ["M3 8h4l1.5-2.5h7L17 8h4v11H3Z", ring(12, 13, 3.5)]),
        "camera.fill": VectorIcon(
            paths: ["M2.5 7.5h4.2l1.5-2.5h7.6l1.5 2.5h4.2v12h-19Z " + ring(12, 13, 3.5)], isFilled: true, isEvenOdd: true),
        "photo.on.rectangle": VectorIcon(paths: [
            "M7 7h13a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1-1.5 1.5H7a1.5 1.5 0 0 1-1.5-1.5v-10A1.5 1.5 0 0 1 7 7Z",
            "M5.5 16.5H4A1.5 1.5 0 0 1 2.5 15V5A1.5 1.5 0 0 1 4 3.5h13A1.5 1.5 0 0 1 18.5 5",
            "M5.5 17l4.5-4.5 3.5 3.5 2.5-2.5 5.5 5.5",
        ]),
        "play": VectorIcon(paths: [triangle]),
        "play.fill": VectorIcon(paths: [triangle], isFilled: true),
        "pause.fill": VectorIcon(paths: ["M6.5 4.5h4v15h-4Z", "M13.5 4.5h4v15h-4Z"], isFilled: true),
        "stop.fill": VectorIcon(paths: ["M5.5 5.5h13v13h-13Z"], isFilled: true),
        "mic": VectorIcon(paths: ["M9 6a3 3 0 0 1 6 0v5.5a3 3 0 0 1-6 0Z", "M5.5 11a6.5 6.5 0 0 0 13 0", "M12 17.5V21"]),
        "speaker.wave.2": VectorIcon(paths: [
            "M4 9.5h3.5L12 5.5v13l-4.5-4H4Z", "M15.5 9a4 4 0 0 1 0 6", "M18 6.5a7.5 7.5 0 0 1 0 11",
        ]),
        "moon.fill": VectorIcon(
            paths: ["M20 14.5A8.5 8.5 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z"], isFilled: true,
            originalColor: .systemIndigo),
        "cloud": VectorIcon(paths: ["M7 18.5a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 17.8 9a4.8 4.8 0 0 1-.6 9.5Z"]),
        "bolt": VectorIcon(paths: [bolt]),
        "bolt.fill": VectorIcon(paths: [bolt], isFilled: true, originalColor: .systemYellow),
        // Editing and documents
        "pencil": VectorIcon(paths: ["M15.5 4.5l4 4L8.5 19.5l-5 1 1-5Z", "M13.5 6.5l4 4"]),
        "square.and.pencil": VectorIcon(paths: [
            "M11 4.5H5.5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V13", "M18 3l3 3-8.5 8.5-4 1 1-4Z",
        ]),
        "trash.fill": VectorIcon(
            paths: ["M3.5 5.5h17v2h-17Z", "M9 3h6v2.5H9Z", "M5.5 9h13l-1 12h-11Z"], isFilled: true),
        "square.and.arrow.down": VectorIcon(paths: ["M12 3v12", "M8 11l4 4 4-4", "M8 8H5v13h14V8h-3"]),
        "doc": VectorIcon(paths: ["M5.5 3h8.5l4.5 4.5V21h-13Z", "M14 3v4.5h4.5"]),
        "doc.text": VectorIcon(paths: ["M5.5 3h8.5l4.5 4.5V21h-13Z", "M14 3v4.5h4.5", "M8.5 12h7M8.5 15.5h7"]),
        "folder": VectorIcon(paths: [folder]),
        "folder.fill": VectorIcon(paths: [folder], isFilled: true, originalColor: .systemBlue),
        "archivebox": VectorIcon(paths: ["M3 4h18v4.5H3Z", "M4.5 8.5V20h15V8.5", "M10 12.5h4"]),
        "link": VectorIcon(paths: [
            "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.3 1.3",
            "M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.3-1.3",
        ]),
        "chart.bar": VectorIcon(paths: ["M5 20v-7M12 20V5M19 20v-10", "M3 21h18"]),
        // Communication
        "envelope.fill": VectorIcon(
            paths: ["M2.5 5h19v14h-19Z M3.5 6.2L12 12.8L20.5 6.2V7.9L12 14.5L3.5 7.9Z"], isFilled: true, isEvenOdd: true),
        "phone": VectorIcon(paths: [handset]),
        "phone.fill": VectorIcon(paths: [handset], isFilled: true, originalColor: .systemGreen),
        "message": VectorIcon(paths: [bubble]),
        "message.fill": VectorIcon(paths: [bubble], isFilled: true, originalColor: .systemGreen),
        "bubble.left": VectorIcon(paths: [bubble]),
        "bubble.left.fill": VectorIcon(paths: [bubble], isFilled: true),
        "paperplane": VectorIcon(paths: [plane, "M21 3L10 13.5"]),
        "paperplane.fill": VectorIcon(paths: [plane], isFilled: true, originalColor: .systemBlue),
        // Places and commerce
        "location": VectorIcon(paths: [arrowhead]),
        "location.fill": VectorIcon(paths: [arrowhead], isFilled: true, originalColor: .systemBlue),
        "mappin": VectorIcon(paths: [pin, ring(12, 10, 2.5)]),
        "cart": VectorIcon(paths: ["M2.5 4h3l2.5 11.5h10.5l2-8H7", "M10 20v.1M17 20v.1"]),
        "bag": VectorIcon(paths: ["M4.5 8h15l-1 13h-13Z", "M8.5 8V6.5a3.5 3.5 0 0 1 7 0V8"]),
        "creditcard": VectorIcon(paths: ["M2.5 5.5h19v13h-19Z", "M2.5 9.5h19", "M6 15h4"]),
    ]
}
