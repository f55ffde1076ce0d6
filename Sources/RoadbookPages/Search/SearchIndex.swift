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
package struct SearchIndex: Sendable {
    /// The index's folder in the output.
    package static let folder = "search"
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
    ///
    /// Pieces of consecutive documents are indexed in parallel, each into a term table of its own
    /// (``SearchTermTable``); each term's documents are then appended piece after piece, so they stay in ascending
    /// order. A term met again in the same document is found by its postings' last entry, with no set of the
    /// document's words: sets of every document's words, their union and a lookup in them were a tenth of a
    /// 10,000-place build.
    package init(documents: [SearchDocument]) {
        self.documents = documents
        let pieceCount = max(1, min(32, documents.count / 128))
        var postings: [String: [SearchPostings.Entry]] = [:]
        // As many pieces at a time as there are cores, each merged and let go before the next are made: the 32
        // pieces' tables held at once, beside the merged postings, were the peak of a 10,000-place build.
        let round = max(1, ProcessInfo.processInfo.activeProcessorCount)
        for first in stride(from: 0, to: pieceCount, by: round) {
            var pieces = ConcurrentWork.map(min(round, pieceCount - first)) { offset in
                let piece = first + offset
                return Self.terms(of: documents, in: (documents.count * piece / pieceCount)..<(documents.count * (piece + 1) / pieceCount))
            }
            for index in pieces.indices {
                let piece = pieces[index]
                pieces[index] = SearchTermTable()
                for number in 0..<piece.count { postings[piece.term(number), default: []].append(contentsOf: piece.postings[number]) }
            }
        }
        var sorted = postings.sorted { $0.key < $1.key }
        postings = [:]
        shards = SearchShard.plan(Self.encodedTerms(&sorted), limit: Self.shardLimit)
    }

    /// The terms of `sorted` with their postings written, made in parallel a batch at a time; each batch's postings
    /// go once written (all of them beside all the terms written were the peak of a 10,000-place build).
    private static func encodedTerms(_ sorted: inout [(key: String, value: [SearchPostings.Entry])]) -> [SearchShard.Term] {
        var terms: [SearchShard.Term] = []
        terms.reserveCapacity(sorted.count)
        let batch = 4096
        for start in stride(from: 0, to: sorted.count, by: batch) {
            let end = min(start + batch, sorted.count)
            let entries = Array(sorted[start..<end])
            for index in start..<end { sorted[index].value = [] }
            terms += ConcurrentWork.map(entries.count) { SearchShard.Term(text: entries[$0].key, postings: SearchPostings.encoded(entries[$0].value)) }
        }
        return terms
    }

    /// The terms of the documents in `range`, each with its documents in ascending order, each once, marked when
    /// the term is in the document's names.
    private static func terms(of documents: [SearchDocument], in range: Range<Int>) -> SearchTermTable {
        var table = SearchTermTable()
        for index in range {
            SearchFolding.forEachTerm(in: documents[index].names) { table.add($0, document: index, inNames: true) }
            SearchFolding.forEachTerm(in: documents[index].text) { table.add($0, document: index, inNames: false) }
        }
        return table
    }

    /// The manifest: `{"version":1,"documents":26,"chunk":32,"shown":10,"budget":…,"prefixBudget":…,"shards":{"":1234}}`.
    var manifest: String {
        var writer = JSONWriter()
        writer.beginObject()
        for (key, number) in [
            ("version", Self.version), ("documents", documents.count), ("chunk", Self.documentsPerChunk),
            ("shown", Self.shownResults), ("budget", Self.queryBudget), ("prefixBudget", Self.prefixBudget),
        ] {
            writer.key(key)
            writer.number(number)
        }
        writer.key("shards")
        writer.beginObject()
        for shard in shards {
            writer.key(shard.key)
            writer.number(shard.size)
        }
        writer.endObject()
        writer.endObject()
        return writer.text
    }

    /// The path of the chunk file holding document `number`.
    static func chunkPath(ofDocument number: Int) -> String {
        folder + "/d-\(number / documentsPerChunk).json"
    }

    /// The chunk files: each an array of `[link, title, context, kind]`.
    var chunks: [(path: String, json: String)] {
        stride(from: 0, to: documents.count, by: Self.documentsPerChunk).map(chunk(at:))
    }

    /// The chunk file of the documents from `start`.
    private func chunk(at start: Int) -> (path: String, json: String) {
        var writer = JSONWriter()
        writer.beginArray()
        for document in documents[start..<min(start + Self.documentsPerChunk, documents.count)] {
            writer.beginArray()
            for field in [document.link, document.title, document.context, document.kind.rawValue] {
                writer.string(field)
            }
            writer.endArray()
        }
        writer.endArray()
        return (Self.chunkPath(ofDocument: start), writer.text)
    }

    /// Every file of the index by output path: the manifest, the shards, the chunks.
    package var files: [String: Data] {
        var files: [String: Data] = [:]
        forEachFile { files[$0] = $1 }
        return files
    }

    /// Hands every file of the index to `body`, by output path, one at a time: the manifest, the shards, the chunks
    /// (``files``, without holding them all: 6.6 MB at 10,000 places).
    package func forEachFile<Failure: Error>(_ body: (String, Data) throws(Failure) -> Void) throws(Failure) {
        try body(Self.manifestPath, Data(manifest.utf8))
        for shard in shards { try body(shard.path, Data(shard.json.utf8)) }
        for start in stride(from: 0, to: documents.count, by: Self.documentsPerChunk) {
            let chunk = chunk(at: start)
            try body(chunk.path, Data(chunk.json.utf8))
        }
    }
}
