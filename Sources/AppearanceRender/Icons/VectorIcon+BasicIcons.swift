extension VectorIcon {
    static let circle = "M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0Z"
    static let star =
        "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z"
    static let heart = "M12 20.5S3.5 15.5 3.5 9.5a4.3 4.3 0 0 1 8.5-1.7a4.3 4.3 0 0 1 8.5 1.7c0 6-8.5 11-8.5 11Z"

    /// An eight-toothed cog, outer radius 10.5, inner radius 8.
    static let cog =
        "M10.1 4.2L10.5 1.6L13.5 1.6L13.9 4.2L16.1 5.1L18.3 3.6L20.4 5.7L18.9 7.9L19.8 10.1L22.4 10.5L22.4 13.5"
        + "L19.8 13.9L18.9 16.1L20.4 18.3L18.3 20.4L16.1 18.9L13.9 19.8L13.5 22.4L10.5 22.4L10.1 19.8L7.9 18.9"
        + "L5.7 20.4L3.6 18.3L5.1 16.1L4.2 13.9L1.6 13.5L1.6 10.5L4.2 10.1L5.1 7.9L3.6 5.7L5.7 3.6L7.9 5.1Z"

    /// The icons of the first release (#12): the names the kit's own screens use.
    static let basicIcons: [String: VectorIcon] = [
        "gear": VectorIcon(paths: [cog, "M15 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0Z"]),
        "gearshape": VectorIcon(paths: [cog, "M15 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0Z"]),
        "house": VectorIcon(paths: ["M3 11.5L12 3.5l9 8", "M5.5 9.5V20.5h4.5v-6h4v6h4.5V9.5"]),
        "house.fill": VectorIcon(paths: ["M12 3L2.5 11.5H5V21h5v-6h4v6h5v-9.5h2.5Z"], isFilled: true),
        "person": VectorIcon(paths: [
            "M16 7.5a4 4 0 1 1-8 0a4 4 0 1 1 8 0Z", "M4 21c0-4.5 3.6-7.5 8-7.5s8 3 8 7.5",
        ]),
        "person.crop.circle": VectorIcon(paths: [
            circle, "M15 9.5a3 3 0 1 1-6 0a3 3 0 1 1 6 0Z", "M6.5 18.5c1.2-2.3 3.2-3.5 5.5-3.5s4.3 1.2 5.5 3.5",
        ]),
        "star": VectorIcon(paths: [star]),
        "star.fill": VectorIcon(paths: [star], isFilled: true, originalColor: .systemYellow),
        "heart": VectorIcon(paths: [heart]),
        "heart.fill": VectorIcon(paths: [heart], isFilled: true, originalColor: .systemRed),
        "bell": VectorIcon(paths: ["M6 16.5V11a6 6 0 0 1 12 0v5.5l2 2H4Z", "M10 21h4"]),
        "magnifyingglass": VectorIcon(paths: ["M16.5 10a6.5 6.5 0 1 1-13 0a6.5 6.5 0 1 1 13 0Z", "M15 15l6 6"]),
        "plus": VectorIcon(paths: ["M12 5v14M5 12h14"]),
        "minus": VectorIcon(paths: ["M5 12h14"]),
        "plus.circle": VectorIcon(paths: [circle, "M12 8v8M8 12h8"]),
        "minus.circle": VectorIcon(paths: [circle, "M8 12h8"]),
        "checkmark": VectorIcon(paths: ["M4.5 12.5l5 5L19.5 7"]),
        "checkmark.circle": VectorIcon(paths: [circle, "M7.5 12.5l3 3 6-6.5"]),
        "chevron.right": VectorIcon(paths: ["M9 4.5l7.5 7.5L9 19.5"]),
        "chevron.left": VectorIcon(paths: ["M15 4.5L7.5 12 15 19.5"]),
        "xmark": VectorIcon(paths: ["M6 6l12 12M18 6L6 18"]),
        "xmark.circle": VectorIcon(paths: [circle, "M9 9l6 6M15 9l-6 6"]),
        "book": VectorIcon(paths: [
            "M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5c2-1.5 5-2 8.5-1.5V5c-3.5-.5-6.5 0-8.5 1.5Z", "M12 6.5v13",
        ]),
        "list.bullet": VectorIcon(paths: ["M9 6h11M9 12h11M9 18h11", "M4.5 6v.1M4.5 12v.1M4.5 18v.1"]),
        "info.circle": VectorIcon(paths: [circle, "M12 11v6", "M12 7.5v.1"]),
        "wifi": VectorIcon(paths: [
            "M2.5 9a14 14 0 0 1 19 0", "M5.5 12.5a9.5 9.5 0 0 1 13 0", "M8.7 15.8a5 5 0 0 1 6.6 0", "M12 19.5v.1",
        ]),
        "moon": VectorIcon(paths: ["M20 14.5A8.5 8.5 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z"]),
        "sun.max": VectorIcon(
            paths: [
                "M16 12a4 4 0 1 1-8 0a4 4 0 1 1 8 0Z",
                "M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
            ], originalColor: .systemOrange),
        "paintbrush": VectorIcon(paths: [
            "M19.5 3.5l1 1-8.5 8.5-2-2Z", "M9 12.5c-2.5 0-3.5 1.5-3.5 3.5s-1 3-2.5 3.5c3.5 1.5 8 .5 8-3.5Z",
        ]),
        "paintpalette": VectorIcon(paths: [
            "M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8Z",
            "M8 8.5v.1M12 6.5v.1M16 8.5v.1M7 12.5v.1",
        ]),
        "trash": VectorIcon(paths: ["M4 7h16", "M9.5 7V4h5v3", "M6 7l1 13.5h10L18 7", "M10 11v6M14 11v6"]),
        "square.and.arrow.up": VectorIcon(paths: ["M12 3v12", "M8 7l4-4 4 4", "M8 10H5v11h14V10h-3"]),
        "ellipsis": VectorIcon(paths: ["M5 12v.1M12 12v.1M19 12v.1"]),
        "photo": VectorIcon(paths: [
            "M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z", "M3 17l5-5 4 4 3-3 6 6",
            "M16.5 8.5v.1",
        ]),
        "lock": VectorIcon(paths: ["M6 11h12v10H6Z", "M8.5 11V7.5a3.5 3.5 0 0 1 7 0V11"]),
        "envelope": VectorIcon(paths: ["M3 5.5h18v13H3Z", "M3 6l9 7 9-7"]),
        "globe": VectorIcon(paths: [circle, "M3 12h18", "M12 3c-3 3-3 15 0 18c3-3 3-15 0-18Z"]),
        "textformat": VectorIcon(paths: ["M3 19L8.5 5l5.5 14", "M5 14.5h7", "M14.5 12h6M17.5 12v7"]),
    ]
}
