import Foundation

/// A colour in sRGB (each channel 0…1), read from the CSS colour values `accentColor` accepts, for working out
/// contrast at build time (WCAG 2's relative luminance and contrast ratio).
package struct SRGBColor: Sendable, Hashable {
    package let red: Double
    package let green: Double
    package let blue: Double

    package init(red: Double, green: Double, blue: Double) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
    }

    /// `0xRRGGBB`.
    package init(hex value: Int) {
        self.init(
            red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255, blue: Double(value & 0xff) / 255)
    }

    package static let white = SRGBColor(hex: 0xffffff)
    package static let black = SRGBColor(hex: 0x000000)

    /// WCAG 2's relative luminance (0 for black, 1 for white).
    package var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : Foundation.pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio with `other`, 1…21.
    package func contrast(with other: SRGBColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour with `share` (0…1) of `other` mixed in, channel by channel, as CSS `color-mix(in srgb, …)` does.
    package func mixed(with other: SRGBColor, share: Double) -> SRGBColor {
        SRGBColor(
            red: red + (other.red - red) * share, green: green + (other.green - green) * share,
            blue: blue + (other.blue - blue) * share)
    }

    /// `#rrggbb`.
    package var hex: String {
        let digits = [red, green, blue].map { channel -> String in
            let text = String(Int((channel * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }

    /// The colour a CSS value names: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a named colour, `rgb()`/`rgba()` or
    /// `hsl()`/`hsla()` (any alpha is ignored); nil for what it cannot work out at build time (`oklch()`,
    /// `color-mix()`, `currentcolor`, …).
    package init?(css text: String) {
        let value = text.trimmingWhitespace().lowercased()
        if value.hasPrefix("#") {
            guard let color = Self.hexColor(String(value.dropFirst())) else { return nil }
            self = color
        } else if let named = Self.named[value] {
            self.init(hex: named)
        } else if let open = value.firstIndex(of: "("), value.hasSuffix(")") {
            let name = String(value[..<open])
            let values = value[value.index(after: open)..<value.index(before: value.endIndex)]
                .split(separator: "/")[0]
                .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            // A fourth value is the alpha of the comma form (`rgba(10, 132, 255, 0.5)`): ignored, like `/ 0.5`.
            guard values.count == 3 || values.count == 4 else { return nil }
            let arguments = Array(values.prefix(3))
            switch name {
            case "rgb", "rgba":
                let channels = arguments.compactMap(Self.rgbChannel)
                guard channels.count == 3 else { return nil }
                self.init(red: channels[0], green: channels[1], blue: channels[2])
            case "hsl", "hsla":
                guard let color = Self.hslColor(arguments) else { return nil }
                self = color
            default:
                return nil
            }
        } else {
            return nil
        }
    }

    private static func hexColor(_ digits: String) -> SRGBColor? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 3, 4:
            let doubled = digits.prefix(3).map { "\($0)\($0)" }.joined()
            return Int(doubled, radix: 16).map(SRGBColor.init(hex:))
        case 6, 8:
            return Int(digits.prefix(6), radix: 16).map(SRGBColor.init(hex:))
        default:
            return nil
        }
    }

    /// `255` or `100%` → 0…1.
    private static func rgbChannel(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        return Double(text).map { $0 / 255 }
    }

    private static func hslColor(_ arguments: [String]) -> SRGBColor? {
        let hueText = arguments[0].hasSuffix("deg") ? String(arguments[0].dropLast(3)) : arguments[0]
        guard let degrees = Double(hueText), arguments[1].hasSuffix("%"), arguments[2].hasSuffix("%"),
            let saturation = Double(arguments[1].dropLast()).map({ $0 / 100 }),
            let lightness = Double(arguments[2].dropLast()).map({ $0 / 100 })
        else { return nil }
        let hue = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        // CSS Color 4's hsl-to-rgb.
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SRGBColor(red: channel(0), green: channel(8), blue: channel(4))
    }

    /// CSS Color 4's named colours.
    static let named: [String: Int] = [
        "aliceblue": 0xf0f8ff,
        "antiquewhite": 0xfaebd7,
        "aqua": 0x00ffff,
        "aquamarine": 0x7fffd4,
        "azure": 0xf0ffff,
        "beige": 0xf5f5dc,
        "bisque": 0xffe4c4,
        "black": 0x000000,
        "blanchedalmond": 0xffebcd,
        "blue": 0x0000ff,
        "blueviolet": 0x8a2be2,
        "brown": 0xa52a2a,
        "burlywood": 0xdeb887,
        "cadetblue": 0x5f9ea0,
        "chartreuse": 0x7fff00,
        "chocolate": 0xd2691e,
        "coral": 0xff7f50,
        "cornflowerblue": 0x6495ed,
        "cornsilk": 0xfff8dc,
        "crimson": 0xdc143c,
        "cyan": 0x00ffff,
        "darkblue": 0x00008b,
        "darkcyan": 0x008b8b,
        "darkgoldenrod": 0xb8860b,
        "darkgray": 0xa9a9a9,
        "darkgreen": 0x006400,
        "darkgrey": 0xa9a9a9,
        "darkkhaki": 0xbdb76b,
        "darkmagenta": 0x8b008b,
        "darkolivegreen": 0x556b2f,
        "darkorange": 0xff8c00,
        "darkorchid": 0x9932cc,
        "darkred": 0x8b0000,
        "darksalmon": 0xe9967a,
        "darkseagreen": 0x8fbc8f,
        "darkslateblue": 0x483d8b,
        "darkslategray": 0x2f4f4f,
        "darkslategrey": 0x2f4f4f,
        "darkturquoise": 0x00ced1,
        "darkviolet": 0x9400d3,
        "deeppink": 0xff1493,
        "deepskyblue": 0x00bfff,
        "dimgray": 0x696969,
        "dimgrey": 0x696969,
        "dodgerblue": 0x1e90ff,
        "firebrick": 0xb22222,
        "floralwhite": 0xfffaf0,
        "forestgreen": 0x228b22,
        "fuchsia": 0xff00ff,
        "gainsboro": 0xdcdcdc,
        "ghostwhite": 0xf8f8ff,
        "gold": 0xffd700,
        "goldenrod": 0xdaa520,
        "gray": 0x808080,
        "green": 0x008000,
        "greenyellow": 0xadff2f,
        "grey": 0x808080,
        "honeydew": 0xf0fff0,
        "hotpink": 0xff69b4,
        "indianred": 0xcd5c5c,
        "indigo": 0x4b0082,
        "ivory": 0xfffff0,
        "khaki": 0xf0e68c,
        "lavender": 0xe6e6fa,
        "lavenderblush": 0xfff0f5,
        "lawngreen": 0x7cfc00,
        "lemonchiffon": 0xfffacd,
        "lightblue": 0xadd8e6,
        "lightcoral": 0xf08080,
        "lightcyan": 0xe0ffff,
        "lightgoldenrodyellow": 0xfafad2,
        "lightgray": 0xd3d3d3,
        "lightgreen": 0x90ee90,
        "lightgrey": 0xd3d3d3,
        "lightpink": 0xffb6c1,
        "lightsalmon": 0xffa07a,
        "lightseagreen": 0x20b2aa,
        "lightskyblue": 0x87cefa,
        "lightslategray": 0x778899,
        "lightslategrey": 0x778899,
        "lightsteelblue": 0xb0c4de,
        "lightyellow": 0xffffe0,
        "lime": 0x00ff00,
        "limegreen": 0x32cd32,
        "linen": 0xfaf0e6,
        "magenta": 0xff00ff,
        "maroon": 0x800000,
        "mediumaquamarine": 0x66cdaa,
        "mediumblue": 0x0000cd,
        "mediumorchid": 0xba55d3,
        "mediumpurple": 0x9370db,
        "mediumseagreen": 0x3cb371,
        "mediumslateblue": 0x7b68ee,
        "mediumspringgreen": 0x00fa9a,
        "mediumturquoise": 0x48d1cc,
        "mediumvioletred": 0xc71585,
        "midnightblue": 0x191970,
        "mintcream": 0xf5fffa,
        "mistyrose": 0xffe4e1,
        "moccasin": 0xffe4b5,
        "navajowhite": 0xffdead,
        "navy": 0x000080,
        "oldlace": 0xfdf5e6,
        "olive": 0x808000,
        "olivedrab": 0x6b8e23,
        "orange": 0xffa500,
        "orangered": 0xff4500,
        "orchid": 0xda70d6,
        "palegoldenrod": 0xeee8aa,
        "palegreen": 0x98fb98,
        "paleturquoise": 0xafeeee,
        "palevioletred": 0xdb7093,
        "papayawhip": 0xffefd5,
        "peachpuff": 0xffdab9,
        "peru": 0xcd853f,
        "pink": 0xffc0cb,
        "plum": 0xdda0dd,
        "powderblue": 0xb0e0e6,
        "purple": 0x800080,
        "rebeccapurple": 0x663399,
        "red": 0xff0000,
        "rosybrown": 0xbc8f8f,
        "royalblue": 0x4169e1,
        "saddlebrown": 0x8b4513,
        "salmon": 0xfa8072,
        "sandybrown": 0xf4a460,
        "seagreen": 0x2e8b57,
        "seashell": 0xfff5ee,
        "sienna": 0xa0522d,
        "silver": 0xc0c0c0,
        "skyblue": 0x87ceeb,
        "slateblue": 0x6a5acd,
        "slategray": 0x708090,
        "slategrey": 0x708090,
        "snow": 0xfffafa,
        "springgreen": 0x00ff7f,
        "steelblue": 0x4682b4,
        "tan": 0xd2b48c,
        "teal": 0x008080,
        "thistle": 0xd8bfd8,
        "tomato": 0xff6347,
        "turquoise": 0x40e0d0,
        "violet": 0xee82ee,
        "wheat": 0xf5deb3,
        "white": 0xffffff,
        "whitesmoke": 0xf5f5f5,
        "yellow": 0xffff00,
        "yellowgreen": 0x9acd32,
    ]
}
