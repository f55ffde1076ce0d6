/// A todo item as a `Decodable` struct, for the YAML decoder.
struct TodoShape: Decodable {
    let id: String?
    let title: String
    let isCompleted: Bool?
    let notes: String?
}

/// `site.yaml` as a `Decodable` struct, for the YAML decoder.
struct ConfigShape: Decodable {
    struct Markdown: Decodable {
        let smart: Bool?
        let unsafeHTML: Bool?
    }

    let title: String
    let baseURL: String?
    let language: String?
    let accentColor: String?
    let output: String?
    let markdown: Markdown?
    let strictTemplates: Bool?
    let weight: Int?
    let latitude: Double?
}

/// Any YAML value, decoded by trying each container kind: exercises every path of the decoder.
enum AnyValue: Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([AnyValue])
    case map([String: AnyValue])

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .int(value)
            } else if let value = try? container.decode(Double.self) {
                self = .double(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([AnyValue].self) {
                self = .list(value)
            } else {
                self = .map(try container.decode([String: AnyValue].self))
            }
            return
        }
        var list = try decoder.unkeyedContainer()
        var items: [AnyValue] = []
        while !list.isAtEnd { items.append(try list.decode(AnyValue.self)) }
        self = .list(items)
    }
}
