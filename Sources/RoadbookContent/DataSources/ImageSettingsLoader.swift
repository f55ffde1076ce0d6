import Diagnostics
import YAML

/// Reads `images` of `site.yaml` into ``ImageSettings``, reporting each bad value at its position.
struct ImageSettingsLoader {
    static let knownKeys = ["quality", "widths", "formats", "keepMetadata", "publishOriginals", "maxPixels", "trustSVG", "showDate"]

    /// The settings of `node` (the value of `images`); defaults for what is absent or wrong (and reported).
    static func settings(from node: YAMLNode, path: String, diagnostics: DiagnosticsEngine) -> ImageSettings {
        guard let reader = MappingReader(
            node, what: "'images'", path: path, knownKeys: knownKeys, requiredKeys: [], diagnostics: diagnostics)
        else { return ImageSettings() }
        var quality = ImageSettings.defaultQuality
        if let value = reader.decode(Int.self, forKey: "quality") {
            if (1...100).contains(value) {
                quality = value
            } else {
                reader.report(.invalidImageSetting("images.quality", expected: "a whole number from 1 to 100"), atKey: "quality")
            }
        }
        var widths = ImageSettings.defaultWidths
        if let widthsNode = reader.value("widths"),
            let nested = MappingReader(
                widthsNode, what: "'images.widths'", path: path, knownKeys: ImageUse.allCases.map(\.rawValue), requiredKeys: [],
                diagnostics: diagnostics)
        {
            for use in ImageUse.allCases {
                guard let list = nested.decode([Int].self, forKey: use.rawValue) else { continue }
                if !list.isEmpty, list.allSatisfy({ (16...ImageSettings.maximumWidth).contains($0) }) {
                    widths[use] = list
                } else {
                    nested.report(
                        .invalidImageSetting(
                            "images.widths.\(use.rawValue)", expected: "a list of widths from 16 to \(ImageSettings.maximumWidth) pixels"),
                        atKey: use.rawValue)
                }
            }
        }
        var formats = ImageSettings.defaultFormats
        if let names = reader.decode([String].self, forKey: "formats") {
            let parsed = names.compactMap { ImageFormat(rawValue: $0.lowercased()) }.filter(ImageSettings.offeredFormats.contains)
            if parsed.count == names.count {
                formats = parsed
            } else {
                let offered = ImageSettings.offeredFormats.map { "'\($0.rawValue)'" }.joined(separator: " or ")
                reader.report(.invalidImageSetting("images.formats", expected: "a list of \(offered) (JPEG or PNG is always written)"), atKey: "formats")
            }
        }
        var maxPixels = ImageSettings.defaultMaxPixels
        if let value = reader.decode(Int.self, forKey: "maxPixels") {
            if value >= 1 { maxPixels = value } else {
                reader.report(.invalidImageSetting("images.maxPixels", expected: "a positive number of pixels"), atKey: "maxPixels")
            }
        }
        return ImageSettings(
            quality: quality, widths: widths, formats: formats, keepMetadata: reader.decode(Bool.self, forKey: "keepMetadata") ?? false,
            publishOriginals: reader.decode(Bool.self, forKey: "publishOriginals") ?? false, maxPixels: maxPixels,
            trustSVG: reader.decode(Bool.self, forKey: "trustSVG") ?? false, showDate: reader.decode(Bool.self, forKey: "showDate") ?? false)
    }
}
