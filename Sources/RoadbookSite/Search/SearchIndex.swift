import Escaping
import Foundation
import Parallelism

/// The site's search index, the files below `search/` that the theme's `search.js` reads: a small manifest
/// (`search/index.json`: the shards' keys and sizes, the number of documents), the terms in shards
/// (``SearchShard``) and the documents' links, titles and lines in chunks of ``documentsPerChunk``
/// (`search/d-0.json`, …), so that one query reads a few small files rather than the whole index.
///
/// A query word reads one shard, the prefix the last word is read as at most ``prefixBudget`` bytes of shards, and
/// the results shown (at most ``shownResults``) one chunk each: with the shards capped at ``shardLimit``, a query
/// of three words reads at most about 230 KB on any site (docs/search.md, BENCHMARKS.md).
struct SearchIndex: Sendable {
    /// The index's folder in the output.
    static let folder = "search"
    /// The manifest's path in the output.
    static let manifestPath = folder + "/index.json"
    /// The format's version, in the manifest.
    static let version = 1
    /// The largest shard, in bytes (one term's own shard may be larger).
    static let shardLimit = 32 * 1024
    /// How many documents one chunk file holds.
    static let documentsPerChunk = 32
    /// The most bytes of shards the script reads for the prefix of the last word (and `search.js`'s `BUDGET`
    /// for a whole query), written into the manifest.
    static let prefixBudget = 96 * 1024
    /// The most bytes of shards the script reads for one query.
    static let queryBudget = 160 * 1024
    /// How many results the script shows at once.
    static let shownResults = 10

    /// The documents, in their numbering.
    let documents: [SearchDocument]
    /// The term shards, in key order.
    let shards: [SearchShard]

    /// The index of `documents` (numbered in this order).
    init(documents: [SearchDocument]) {
        self.documents = documents
        let words = ConcurrentWork.map(documents.count) { index in
            let document = documents[index]
            return (names: Set(SearchFolding.terms(in: document.names)), text: Set(SearchFolding.terms(in: document.text)))
        }
        var postings: [String: [SearchPostings.Entry]] = [:]
        for (index, words) in words.enumerated() {
            for term in words.names.union(words.text) {
                postings[term, default: []].append(SearchPostings.Entry(document: index, inNames: words.names.contains(term)))
            }
        }
        let terms = postings.keys.sorted().map { SearchShard.Term(text: $0, postings: SearchPostings.encoded(postings[$0]!)) }
        shards = SearchShard.plan(terms, limit: Self.shardLimit)
    }

    /// The manifest: `{"version":1,"documents":26,"chunk":32,"shown":10,"budget":…,"prefixBudget":…,"shards":{"":1234}}`.
    var manifest: String {
        let keys = shards.map { QuotedText.json($0.key) + ":" + String($0.size) }.joined(separator: ",")
        return "{\"version\":\(Self.version),\"documents\":\(documents.count),\"chunk\":\(Self.documentsPerChunk),"
            + "\"shown\":\(Self.shownResults),\"budget\":\(Self.queryBudget),\"prefixBudget\":\(Self.prefixBudget),"
            + "\"shards\":{\(keys)}}"
    }

    /// The path of the chunk file holding document `number`.
    static func chunkPath(ofDocument number: Int) -> String {
        folder + "/d-\(number / documentsPerChunk).json"
    }

    /// The chunk files: each an array of `[link, title, context, kind]`.
    var chunks: [(path: String, json: String)] {
        stride(from: 0, to: documents.count, by: Self.documentsPerChunk).map { start in
            let slice = documents[start..<min(start + Self.documentsPerChunk, documents.count)]
            let rows = slice.map { document in
                "[" + [document.link, document.title, document.context, document.kind.rawValue].map(QuotedText.json)
                    .joined(separator: ",") + "]"
            }
            return (Self.chunkPath(ofDocument: start), "[" + rows.joined(separator: ",") + "]")
        }
    }

    /// Every file of the index by output path: the manifest, the shards, the chunks.
    var files: [String: Data] {
        var files = [Self.manifestPath: Data(manifest.utf8)]
        for shard in shards { files[shard.path] = Data(shard.json.utf8) }
        for chunk in chunks { files[chunk.path] = Data(chunk.json.utf8) }
        return files
    }
}
