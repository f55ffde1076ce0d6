import Diagnostics

/// Why a piece of content is wrong: every case has one message, written in one place.
///
/// Validators throw or return these; the loader adds the location once, at the boundary, with
/// ``diagnostic(at:)``.
package enum ContentProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required key is absent from a mapping.
    case missingKey(String)
    /// A key the format does not know, with the nearest known key if one is close. A warning.
    case unknownKey(String, suggestion: String?)
    /// A misspelt key whose nearest known key is a required one that is missing: one error instead of an unknown
    /// key and a missing key.
    case misspeltRequiredKey(String, suggestion: String)
    /// `longitude: 66,9758` in a flow mapping reads as `longitude: 66` and a key `9758`: the number the user meant.
    case decimalComma(field: String, meant: String)
    /// The same key twice in one mapping.
    case duplicateKey(String)
    /// A key is present but has no value (`latitude:`).
    case missingValue(field: String)
    /// The node should be a mapping (`key: value` lines); `what` names it ("a todo", "front matter").
    case expectedMapping(String)
    /// The node should be a sequence (`- ` lines); `what` names it.
    case expectedSequence(String)
    /// A text field is empty once trimmed.
    case emptyText(field: String)
    /// A text field is shorter than `minimum` characters once trimmed.
    case textTooShort(field: String, text: String, minimum: Int)
    /// A text field is longer than `maximum` characters once trimmed.
    case textTooLong(field: String, length: Int, maximum: Int)
    /// An `id` is empty.
    case emptyIdentifier
    /// An `id` has characters other than ASCII letters, digits and `-`.
    case invalidIdentifier(String)
    /// A place file's name stem is not a valid id.
    case invalidFileStem(String)
    /// Two entries have the same id, ignoring case; `firstLine` is where the first one is.
    case duplicateIdentifier(String, firstLine: Int)
    /// A new entry's id is already the id of the entry titled `title`, ignoring case.
    case identifierTaken(String, title: String)
    /// Two place files have the same id ignoring case.
    case duplicateFileIdentifier(String, otherFile: String)
    /// A title derives an id that another entry has already; an explicit `id` is needed.
    case derivedIdentifierCollision(id: String, title: String, firstLine: Int)
    /// A title has no letters or digits to derive an id from.
    case underivableIdentifier(title: String)
    /// A latitude outside −90…90.
    case latitudeOutOfRange(Double)
    /// A longitude outside −180…180.
    case longitudeOutOfRange(Double)
    /// A number that is not finite (`.nan`, `.inf`).
    case notFinite(field: String)
    /// A link that is not an absolute http(s) URL.
    case invalidLink(String)
    /// An image name that is not a plain name inside `content/images/`.
    case invalidImageName(String)
    /// No file in `content/images/` has this name; with the nearest existing name if one is close.
    case missingImage(String, suggestion: String?)
    /// Several files in `content/images/` have this name (for example `x.png` and `x.svg`).
    case ambiguousImage(String, files: [String])
    /// A file in `content/images/` whose size could not be read from its header. A warning.
    case unreadableImageSize(String)
    /// A file in `content/images/` with an extension Roadbook does not serve as an image. A warning.
    case unsupportedImageFile(String)
    /// No usable file has this image name, but a file of another format has (`x.tiff` for `x`).
    case unsupportedImageFormat(String, file: String)
    /// A setting of `images` in `site.yaml` out of its range (the key, what it must be).
    case invalidImageSetting(String, expected: String)
    /// A `map` setting of `site.yaml` has a value out of range: the key and what it must be.
    case invalidMapSetting(String, expected: String)
    /// A file in `content/locations/` that is not Markdown. A warning.
    case ignoredPlaceFile(String)
    /// `accentColor` is not a CSS colour; with the nearest named colour if one is close.
    case invalidColor(String, suggestion: String?)
    /// `accentColor` has under 3:1 against the default theme's page background in the light or dark scheme (pins,
    /// bars, focus rings are hard to see). A warning.
    case weakAccentContrast(String, scheme: String, ratio: Double)
    /// `baseURL` is not an absolute http(s) URL.
    case invalidBaseURL(String)
    /// `language` is not a language tag.
    case invalidLanguage(String)
    /// A Markdown place file without `---` front matter at the top.
    case missingFrontMatter
    /// Front matter that is opened with `---` but never closed.
    case unclosedFrontMatter
    /// Both `content/todos.yaml` and `content/todos.json` exist.
    case conflictingTodoFiles
    /// Two keys that say the same thing in one mapping (`images` and `imageNames`): reported at the second.
    case conflictingKeys(String, other: String)
    /// `site.yaml` is absent.
    case missingSiteFile
    /// A file that exists but could not be read as UTF-8 text.
    case unreadableFile(String)
    /// A byte that is not valid UTF-8 (reported at its line and column).
    case invalidUTF8(UInt8)
    /// A control character other than tab and newline in text (``ControlCharacters``); `field` names the key
    /// when the text is a field's value.
    case controlCharacter(Unicode.Scalar, field: String?)

    /// Errors fail the command; a few problems are only warnings.
    package var severity: Severity {
        switch self {
        case .unknownKey, .unreadableImageSize, .unsupportedImageFile, .ignoredPlaceFile, .weakAccentContrast: .warning
        default: .error
        }
    }

    /// The message, in the project's style: lowercase, no final period, user input in single quotes.
    package var description: String {
        switch self {
        case .missingKey(let key):
            "missing key '\(key)'"
        case .unknownKey(let key, let suggestion):
            "unknown key '\(key)'" + Suggestion.didYouMean(suggestion)
        case .misspeltRequiredKey(let key, let suggestion):
            "unknown key '\(key)'" + Suggestion.didYouMean(suggestion)
        case .decimalComma(let field, let meant):
            "'\(field)' is followed by a number on its own; decimal comma? write \(meant)"
        case .duplicateKey(let key):
            "duplicate key '\(key)'"
        case .missingValue(let field):
            "'\(field)' has no value"
        case .expectedMapping(let what):
            "\(what) must be a mapping of 'key: value' lines"
        case .expectedSequence(let what):
            "\(what) must be a list of '- ' entries"
        case .emptyText(let field):
            "'\(field)' can't be empty"
        case .textTooShort(let field, let text, let minimum):
            "'\(field)' must be at least \(minimum) characters long; '\(text)' has \(text.count)"
        case .textTooLong(let field, let length, let maximum):
            "'\(field)' is too long: \(length) characters, at most \(maximum)"
        case .emptyIdentifier:
            "'id' can't be empty"
        case .invalidIdentifier(let id):
            "id '\(id)' may contain only ASCII letters, digits and '-'"
        case .invalidFileStem(let stem):
            "file name '\(stem)' is not a valid id; use only ASCII letters, digits and '-'"
        case .duplicateIdentifier(let id, let line):
            "duplicate id '\(id)' (ids are compared ignoring case); the first is on line \(line)"
        case .identifierTaken(let id, let title):
            "the id '\(id)' is taken by '\(ControlCharacters.visible(title))' (ids are compared ignoring case)"
        case .duplicateFileIdentifier(let id, let other):
            "id '\(id)' is also the id of '\(other)' (ids are compared ignoring case); rename one"
        case .derivedIdentifierCollision(let id, let title, let line):
            "the title '\(title)' gives the id '\(id)', already taken by the entry on line \(line); add an explicit 'id'"
        case .underivableIdentifier(let title):
            "can't derive an id from the title '\(title)'; add an explicit 'id'"
        case .latitudeOutOfRange(let value):
            "latitude '\(Self.format(value))' is out of range; it must be between -90 and 90"
        case .longitudeOutOfRange(let value):
            "longitude '\(Self.format(value))' is out of range; it must be between -180 and 180"
        case .notFinite(let field):
            "'\(field)' must be a finite number"
        case .invalidLink(let link):
            "link '\(link)' must be an absolute http or https URL"
        case .invalidImageName(let name):
            "image name '\(name)' must be a plain file name in 'content/images/' without extension, '/' or '..'"
        case .missingImage(let name, let suggestion):
            "no image named '\(name)' in 'content/images/'" + Suggestion.didYouMean(suggestion)
        case .ambiguousImage(let name, let files):
            "image name '\(name)' matches several files: " + files.map { "'\($0)'" }.joined(separator: ", ")
                + "; keep one"
        case .unreadableImageSize(let file):
            "can't read the width and height of '\(file)'"
        case .unsupportedImageFile(let file):
            "'\(file)' is not a " + ImageNameValidator.extensionList + " image; it is ignored"
        case .unsupportedImageFormat(let name, let file):
            "no image named '\(name)' that Roadbook can use: '\(file)' is not a "
                + ImageNameValidator.extensionList + " image"
        case .invalidImageSetting(let key, let expected), .invalidMapSetting(let key, let expected):
            "'\(key)' must be \(expected)"
        case .ignoredPlaceFile(let file):
            "'\(file)' is not a Markdown file ('.md'); it is ignored"
        case .invalidColor(let color, let suggestion):
            "accentColor '\(color)' is not a CSS colour such as '#0a84ff', 'rgb(10 132 255)' or 'teal'"
                + Suggestion.didYouMean(suggestion)
        case .weakAccentContrast(let color, let scheme, let ratio):
            "accentColor '\(color)' has a contrast of \(AccentPalette.ratioText(ratio)) with the \(scheme) page background; "
                + "pins, bars and focus rings need at least 3:1"
        case .invalidBaseURL(let url):
            "baseURL '\(url)' must be an absolute http or https URL or a path starting with '/'"
        case .invalidLanguage(let language):
            "language '\(language)' is not a language tag such as 'en' or 'pt-BR'"
        case .missingFrontMatter:
            "a place file must start with front matter: a '---' line, 'key: value' lines, a '---' line"
        case .unclosedFrontMatter:
            "the front matter is not closed; add a '---' line after it"
        case .conflictingTodoFiles:
            "both 'content/todos.yaml' and 'content/todos.json' exist; keep one"
        case .conflictingKeys(let key, let other):
            "'\(key)' and '\(other)' both list the photos; keep one"
        case .missingSiteFile:
            "missing 'site.yaml'; it must give at least the site's 'title'"
        case .unreadableFile(let path):
            "can't read '\(path)' as UTF-8 text"
        case .invalidUTF8(let byte):
            "byte 0x\(String(byte, radix: 16, uppercase: true)) is not valid UTF-8; save the file as UTF-8 text"
        case .controlCharacter(let scalar, let field):
            "control character \(ControlCharacters.name(of: scalar)) is not allowed"
                + (field.map { " in '\($0)'" } ?? "") + "; only tab and newline are"
        }
    }

    /// This problem as a diagnostic at `location`, with its severity.
    package func diagnostic(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity, description, at: location)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
