import Escaping

/// One file of the index's terms: every term whose longest prefix among the shards' keys is ``key``.
///
/// ``plan(_:limit:)`` starts from one shard (key `""`, every term) and splits a shard over the limit by the next
/// scalar of its terms (`p` → `pa`, `pr`, …; a term that is the key itself stays in the key's shard), so a query
/// word reads the one shard of its longest key prefix, and a prefix reads that one and the keys that extend it.
struct SearchShard: Sendable, Equatable {
    /// One term as it is written in a shard: `"prague":"1,a3"`.
    struct Term: Sendable, Equatable {
        let text: String
        /// The term's member of the shard's object, written once: planning measures it, the shard places it.
        let json: String
        let scalars: [Unicode.Scalar]

        init(text: String, postings: String) {
            self.text = text
            var writer = JSONWriter(reservingCapacity: text.utf8.count + postings.utf8.count + 5)
            writer.key(text)
            writer.string(postings)
            json = writer.text
            scalars = Array(text.unicodeScalars)
        }
    }

    /// The folded prefix every term of the shard starts with (`""` for the first).
    let key: String
    let terms: [Term]

    /// The shard's file: `{"prague":"1,a3",…}`.
    var json: String {
        var writer = JSONWriter(reservingCapacity: size)
        writer.beginObject()
        for term in terms { writer.written(term.json) }
        writer.endObject()
        return writer.text
    }

    /// The shard file's size in bytes.
    var size: Int { 2 + terms.reduce(0) { $0 + $1.json.utf8.count } + max(0, terms.count - 1) }

    /// Where the shard is in the output: `search/t.json` for the key `""`, else the key's UTF-8 bytes in hex
    /// (`search/t-7072.json` for `pr`), so that no key needs escaping as a file name.
    var path: String {
        let hex = key.utf8.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
        return SearchIndex.folder + "/t" + (key.isEmpty ? "" : "-" + hex) + ".json"
    }

    /// `terms` split into shards of at most `limit` bytes each (a single term larger than that is a shard of its
    /// own), in key order.
    static func plan(_ terms: [Term], limit: Int) -> [SearchShard] {
        var shards: [SearchShard] = []
        split(terms, key: [], limit: limit, into: &shards)
        return shards
    }

    private static func split(_ terms: [Term], key: [Unicode.Scalar], limit: Int, into shards: inout [SearchShard]) {
        let whole = SearchShard(key: String(String.UnicodeScalarView(key)), terms: terms)
        guard whole.size > limit, terms.count > 1 else {
            shards.append(whole)
            return
        }
        var same: [Term] = []
        var groups: [UInt32: [Term]] = [:]
        for term in terms {
            if term.scalars.count == key.count {
                same.append(term)
            } else {
                groups[term.scalars[key.count].value, default: []].append(term)
            }
        }
        if !same.isEmpty { shards.append(SearchShard(key: whole.key, terms: same)) }
        for (scalar, group) in groups.sorted(by: { $0.key < $1.key }) {
            split(group, key: key + [Unicode.Scalar(scalar)!], limit: limit, into: &shards)
        }
    }
}
