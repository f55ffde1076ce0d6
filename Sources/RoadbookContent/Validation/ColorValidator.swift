import Diagnostics

/// Plausible CSS colours for `accentColor`: hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), a named colour,
/// or a colour function (`rgb()`, `hsl()`, `oklch()`, …) with plain arguments.
///
/// The value lands in the theme's stylesheet, so anything that could end a declaration (`;`, `{`, `}`,
/// quotes, `<`) is refused.
package enum ColorValidator {
    /// Whether `color` is a plausible CSS colour (ignoring case and surrounding spaces).
    package static func isValid(_ color: String) -> Bool {
        let value = color.trimmingWhitespace().lowercased()
        if value.hasPrefix("#") {
            let digits = value.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
        }
        if namedColors.contains(value) { return true }
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return false }
        let name = String(value[..<open])
        guard functions.contains(name) else { return false }
        let arguments = value[value.index(after: open)..<value.index(before: value.endIndex)]
        var depth = 0
        for character in arguments {
            switch character {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return false }
            case "a"..."z", "0"..."9", " ", ".", ",", "%", "/", "+", "-", "#": break
            default: return false
            }
        }
        return depth == 0 && arguments.contains { $0.isNumber || $0.isLetter }
    }

    /// `color` itself if plausible, otherwise ``ContentProblem/invalidColor(_:suggestion:)`` naming the
    /// nearest named colour when one is close ("bleu" → "blue").
    package static func validated(_ color: String) throws(ContentProblem) -> String {
        guard isValid(color) else {
            throw .invalidColor(color, suggestion: Suggestion.nearest(to: color.lowercased(), in: namedColors.sorted()))
        }
        return color.trimmingWhitespace()
    }

    private static let functions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "light-dark",
    ]

    /// CSS Color Module Level 4's named colours, plus `transparent` and `currentcolor`.
    static let namedColors: Set<String> = [
        "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black", "blanchedalmond",
        "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse", "chocolate", "coral",
        "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan", "darkgoldenrod", "darkgray",
        "darkgreen", "darkgrey", "darkkhaki", "darkmagenta", "darkolivegreen", "darkorange", "darkorchid",
        "darkred", "darksalmon", "darkseagreen", "darkslateblue", "darkslategray", "darkslategrey",
        "darkturquoise", "darkviolet", "deeppink", "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick",
        "floralwhite", "forestgreen", "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green",
        "greenyellow", "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
        "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
        "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon",
        "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue", "lightyellow",
        "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine", "mediumblue", "mediumorchid",
        "mediumpurple", "mediumseagreen", "mediumslateblue", "mediumspringgreen", "mediumturquoise",
        "mediumvioletred", "midnightblue", "mintcream", "mistyrose", "moccasin", "navajowhite", "navy", "oldlace",
        "olive", "olivedrab", "orange", "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise",
        "palevioletred", "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple",
        "rebeccapurple", "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen",
        "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow", "springgreen",
        "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet", "wheat", "white", "whitesmoke",
        "yellow", "yellowgreen", "transparent", "currentcolor",
    ]
}
