#!/usr/bin/env python3
"""Writes Sources/AppearanceKit/Layout/Generated/TextMetrics+Advances.swift: the advance width
of every Unicode code point in thousandths of an em, regular and bold, as ranges (#45).

    Scripts/generate-advances.py            regenerate the Swift table
    Scripts/generate-advances.py --check    fail when the checked-in table differs

Why a checked-in table rather than reading a font at run time: layouts, rendered SVG and the
audit must give the same numbers on every machine, and the tests must not need a font
installed. The fonts are read here, once, by this script (no third-party Python packages: the
few TrueType tables needed are parsed below).

Sources, in order of precedence:
1. East Asian Wide and Fullwidth characters (Python's unicodedata, UAX #11) are 1 em, as in
   every CJK system font.
2. Nonspacing and enclosing marks and format characters are 0 em: they draw over or between
   the characters around them.
3. Liberation Sans 2 Regular and Bold (Debian package fonts-liberation2, SIL Open Font
   Licence 1.1): metric-compatible with Arial and so with Helvetica, whose ASCII widths
   TextMetrics already uses.
4. FreeSans and FreeSans Bold (fonts-freefont-ttf, GNU GPL 3 with the font exception), also
   drawn to Helvetica's metrics, for what Liberation lacks (Indic scripts, Thai, Armenian,
   Georgian, Ethiopic, many symbols).
5. DejaVu Sans and DejaVu Sans Bold (fonts-dejavu-core, Bitstream Vera / public-domain
   licence) for what both lack (Arabic, Lao, more symbols).
6. Loma and Loma Bold (fonts-tlwg-loma-ttf, GNU GPL 2 with the font exception) for Thai.
Everything else keeps TextMetrics' fallback (0.556 em), written as no entry.

Arabic letters change shape, and width, with their neighbours: the widths of their final,
initial and medial forms come from the same fonts' presentation forms.

Only widths are taken from the fonts (numbers, not outlines); no font data is copied.
"""
import struct
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/AppearanceKit/Layout/Generated/TextMetrics+Advances.swift"
LIBERATION = Path("/usr/share/fonts/truetype/liberation2")
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
FREEFONT = Path("/usr/share/fonts/truetype/freefont")
TLWG = Path("/usr/share/fonts/truetype/tlwg")
FONTS = {
    "regular": [
        LIBERATION / "LiberationSans-Regular.ttf",
        FREEFONT / "FreeSans.ttf",
        DEJAVU / "DejaVuSans.ttf",
        TLWG / "Loma.ttf",
    ],
    "bold": [
        LIBERATION / "LiberationSans-Bold.ttf",
        FREEFONT / "FreeSansBold.ttf",
        DEJAVU / "DejaVuSans-Bold.ttf",
        TLWG / "Loma-Bold.ttf",
    ],
}
LAST = 0x3FFFF  # the end of the supplementary ideographic planes


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    found = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index : 28 + 16 * index])
        found[tag.decode("latin-1")] = data[offset : offset + length]
    return found


def cmap(table):
    """Code point -> glyph index, from the best Unicode subtable (format 12, else 4)."""
    count = struct.unpack(">H", table[2:4])[0]
    subtables = {}
    for index in range(count):
        platform, encoding, offset = struct.unpack(">HHI", table[4 + 8 * index : 12 + 8 * index])
        subtables[(platform, encoding)] = offset
    mapping = {}
    for key in [(3, 10), (0, 4)]:
        if key in subtables:
            offset = subtables[key]
            groups = struct.unpack(">I", table[offset + 12 : offset + 16])[0]
            for group in range(groups):
                start, end, glyph = struct.unpack(">III", table[offset + 16 + 12 * group : offset + 28 + 12 * group])
                for code in range(start, end + 1):
                    mapping[code] = glyph + code - start
            return mapping
    offset = subtables.get((3, 1), subtables.get((0, 3)))
    segments = struct.unpack(">H", table[offset + 6 : offset + 8])[0] // 2
    ends = struct.unpack(f">{segments}H", table[offset + 14 : offset + 14 + 2 * segments])
    base = offset + 16 + 2 * segments
    starts = struct.unpack(f">{segments}H", table[base : base + 2 * segments])
    deltas = struct.unpack(f">{segments}h", table[base + 2 * segments : base + 4 * segments])
    range_base = base + 4 * segments
    ranges = struct.unpack(f">{segments}H", table[range_base : range_base + 2 * segments])
    for segment in range(segments):
        for code in range(starts[segment], ends[segment] + 1):
            if code == 0xFFFF:
                continue
            if ranges[segment] == 0:
                glyph = (code + deltas[segment]) & 0xFFFF
            else:
                at = range_base + 2 * segment + ranges[segment] + 2 * (code - starts[segment])
                glyph = struct.unpack(">H", table[at : at + 2])[0]
                if glyph:
                    glyph = (glyph + deltas[segment]) & 0xFFFF
            if glyph:
                mapping[code] = glyph
    return mapping


def name(table, identifier):
    """An entry of the name table, in US English (Windows, language 0x409)."""
    count, strings = struct.unpack(">HH", table[2:6])
    for index in range(count):
        platform, _, language, name_id, length, offset = struct.unpack(">HHHHHH", table[6 + 12 * index : 18 + 12 * index])
        if name_id == identifier and platform == 3 and language == 0x409:
            return table[strings + offset : strings + offset + length].decode("utf-16-be").strip()
    return "?"


def advances(path):
    """Code point -> advance in thousandths of an em, and a description of the font."""
    found = tables(path.read_bytes())
    units = struct.unpack(">H", found["head"][18:20])[0]
    metrics = struct.unpack(">H", found["hhea"][34:36])[0]
    widths = [struct.unpack(">H", found["hmtx"][4 * i : 4 * i + 2])[0] for i in range(metrics)]
    result = {}
    for code, glyph in cmap(found["cmap"]).items():
        width = widths[min(glyph, metrics - 1)]
        result[code] = round(width * 1000 / units)
    return result, f"{name(found['name'], 4)}, {name(found['name'], 5)}"


def width(code, fonts):
    character = chr(code)
    if unicodedata.east_asian_width(character) in ("W", "F"):
        return 1000
    if unicodedata.category(character) in ("Mn", "Me", "Cf"):
        return 0
    for font in fonts:
        if code in font:
            return font[code]
    return None


def joining_forms(loaded):
    """Arabic letters and the advances of their final, initial and medial forms, from the
    presentation forms (U+FB50-U+FEFF) that Unicode decomposes to them."""
    forms = {}
    for code in range(0xFB50, 0xFF00):
        parts = unicodedata.decomposition(chr(code)).split()
        if len(parts) != 2 or parts[0] not in ("<final>", "<initial>", "<medial>"):
            continue
        base = int(parts[1], 16)
        regular, bold = width(code, loaded["regular"]), width(code, loaded["bold"])
        if regular is None or bold is None:
            continue
        forms.setdefault(base, {})[parts[0].strip("<>")] = regular | bold << 16
    letters = sorted(forms)
    packed = [[forms[letter].get(form, 0xFFFFFFFF) for letter in letters] for form in ("final", "initial", "medial")]
    return letters, packed


def array(name, numbers, documentation):
    """A Swift static array of hexadecimal UInt32 literals, twelve a line."""
    lines = [f"    /// {line}" for line in documentation] + [f"    static let {name}: [UInt32] = ["]
    for index in range(0, len(numbers), 12):
        lines.append("        " + " ".join(f"0x{number:X}," for number in numbers[index : index + 12]))
    return lines + ["    ]"]


def main():
    loaded = {}
    described = []
    for style, paths in FONTS.items():
        loaded[style] = []
        for path in paths:
            table, description = advances(path)
            loaded[style].append(table)
            described.append(f"{path.name} ({description})")
    starts, values = [], []
    previous = "start"
    for code in range(0x80, LAST + 1):
        regular, bold = width(code, loaded["regular"]), width(code, loaded["bold"])
        if regular is None and bold is None:
            value = None
        else:
            value = (regular if regular is not None else bold) | (bold if bold is not None else regular) << 16
        if value != previous:
            starts.append(code)
            values.append(0xFFFFFFFF if value is None else value)
            previous = value
    if previous is not None:
        # Past the table, nothing is known: TextMetrics' fallback.
        starts.append(LAST + 1)
        values.append(0xFFFFFFFF)
    lines = [
        "// Generated by Scripts/generate-advances.py: do not edit (#45).",
        "//",
        "// Advance widths in thousandths of an em for every code point from U+0080, as ranges, from:",
    ]
    lines += [f"//   {entry}" for entry in described]
    lines += [
        "// Liberation Sans: SIL Open Font License 1.1. FreeSans: GNU GPL 3 with the font exception.",
        "// DejaVu Sans: Bitstream Vera licence and public domain. Loma: GNU GPL 2 with the font exception.",
        "// Only advance widths are taken.",
        "// East Asian Wide/Fullwidth (UAX #11, Unicode "
        + unicodedata.unidata_version
        + ") are 1 em; nonspacing marks and format characters are 0 em.",
        "",
        "extension TextMetrics {",
    ]
    lines += array(
        "advanceRangeStarts", starts, ["The first code point of each range, ascending; a range ends where the next begins."]
    )
    lines.append("")
    lines += array(
        "advanceRangeValues",
        values,
        [
            "Each range's advances: regular in the low 16 bits, bold in the high 16 bits;",
            "`0xFFFFFFFF` where neither font has the character.",
        ],
    )
    letters, (finals, initials, medials) = joining_forms(loaded)
    lines.append("")
    lines += array(
        "joiningLetters",
        letters,
        [
            "The Arabic letters that join their neighbours, ascending: a letter with an initial form",
            "joins both sides, one with only a final form joins the letter before it.",
        ],
    )
    for name, values in (("Final", finals), ("Initial", initials), ("Medial", medials)):
        lines.append("")
        lines += array(
            f"joining{name}Advances",
            values,
            [f"The advances of each joining letter's {name.lower()} form, packed as above (`0xFFFFFFFF`: none)."],
        )
    lines += ["}", ""]
    text = "\n".join(lines)
    if "--check" in sys.argv:
        if OUTPUT.read_text() != text:
            sys.exit(f"{OUTPUT} is out of date: run Scripts/generate-advances.py")
        return
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text)
    print(f"{OUTPUT.relative_to(ROOT)}: {len(starts)} ranges")


if __name__ == "__main__":
    main()
