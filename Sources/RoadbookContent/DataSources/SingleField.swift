
/// Decodes the one value of a one-pair mapping, so that each field of a mapping is decoded on its own and
/// every field's problem is reported, with the decoder's messages naming the key ("'isCompleted' must be true
/// or false, not 'maybe'").
struct SingleField<Value: Decodable>: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no key"))
        }
        value = try container.decode(Value.self, forKey: key)
    }
}

/// A coding key for any name, to decode mappings whose keys are known only at run time.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}
