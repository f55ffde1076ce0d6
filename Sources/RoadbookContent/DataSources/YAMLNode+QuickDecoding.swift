import YAML

extension YAMLNode {
    /// The node as `T` when that is quick to tell, for the types content files use most (text, booleans,
    /// whole numbers, numbers, lists of text): exactly what `YAMLDecoder` decodes it to. `nil` when the node
    /// does not plainly hold a `T`, or `T` is another type: the caller then decodes with `YAMLDecoder`, which
    /// also words the error.
    ///
    /// A place file has a dozen fields; building a decoder, its containers and their coding paths for each
    /// took more time than parsing the file.
    func quicklyDecoded<T>(as type: T.Type) -> T? {
        switch self {
        case .scalar(let scalar):
            if T.self == String.self { return scalar.value as? T }
            if T.self == Double.self { return scalar.quickDouble as? T }
            if T.self == Int.self { return scalar.quickInteger as? T }
            if T.self == Bool.self { return scalar.boolValue as? T }
            return nil
        case .sequence(let items, _):
            // A list of text decodes item by item, each scalar to its text (a null item too, as it is written).
            guard T.self == [String].self else { return nil }
            var values: [String] = []
            values.reserveCapacity(items.count)
            for item in items {
                guard case .scalar(let scalar) = item else { return nil }
                values.append(scalar.value)
            }
            return values as? T
        case .mapping:
            return nil
        }
    }
}

extension YAMLScalar {
    /// ``integerValue`` without its text copies when the scalar is plain decimal digits (with a sign): at most
    /// 18 digits, so that no value overflows and `-0` is 0 as there.
    var quickInteger: Int? {
        guard style == .plain else { return nil }
        return isShortDecimal ? Int(value) : integerValue
    }

    /// ``doubleValue`` without its text copies when the scalar is a plain decimal number. Whole numbers go
    /// through ``quickInteger`` as they go through ``integerValue`` there (so `-0` is 0, not -0).
    var quickDouble: Double? {
        guard style == .plain else { return nil }
        if isShortDecimal { return Int(value).map(Double.init) }
        // Digits, signs, points and exponents, with a point or an exponent: never a whole number, `.inf` or
        // `.nan` for ``doubleValue``, which then reads the text as `Double` does.
        var hasDigit = false
        var hasPointOrExponent = false
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): hasPointOrExponent = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"): break
            default: return doubleValue
            }
        }
        guard hasDigit, hasPointOrExponent else { return doubleValue }
        return Double(value)
    }

    /// Whether the text is an optional sign and 1 to 18 decimal digits.
    private var isShortDecimal: Bool {
        var digits = 0
        for (index, byte) in value.utf8.enumerated() {
            if index == 0, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { continue }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
            digits += 1
        }
        return digits > 0 && digits <= 18
    }
}
