import Foundation
import RoadbookContent
import RoadbookMarkdown
import Testing

@testable import RoadbookPages

/// The index's postings, shards and files, and the bound on what one query reads.
@Suite struct SearchIndexTests {
    @Test func postingsAreGapsDoubledWithTheNamesBitInBase36() throws {
        let entries = [
            SearchPostings.Entry(document: 0, inNames: true), SearchPostings.Entry(document: 5, inNames: false),
            SearchPostings.Entry(document: 100, inNames: true),
        ]
        #expect(SearchPostings.encoded(entries) == "3,a,5b")
        #expect(SearchPostings.decoded("3,a,5b") == entries)
        #expect(SearchPostings.decoded("") == [])
        #expect(SearchPostings.decoded("3,,a") == nil)
    }

    @Test func theIndexReadsTheWordsAReaderSeesInTheMarkdown() {
        let renderer = CmarkRenderer(
            options: MarkdownOptions(smart: true), resolver: ContentLinkResolver(placeIDs: [], todoIDs: [], images: [:]))
        let markdown = """
            ## Food
            Fish &amp; chips, *don't* miss&nbsp;it[^1] ![Alt words](harbour) `codeword`

            - [x] one
            - two

            | Day | Plan |
            |-----|------|
            | Mon | castle |

            [^1]: notefoot
            """
        let context = MarkdownContext(sourcePath: "content/locations/a.md", rootPrefix: "../../")
        #expect(SearchFolding.terms(in: renderer.render(markdown, context: context).plainText) == [
            "food", "fish", "chips", "dont", "miss", "it", "codeword", "one", "two", "day", "plan", "mon", "castle", "notefoot",
        ])
        #expect(renderer.render("&#x41;&#66;C", context: context).plainText.trimmingCharacters(in: .whitespacesAndNewlines) == "ABC")
    }

    /// Terms whose longest prefix among the keys is `key`, as `search.js`'s `shardOf` finds them.
    private func shardOf(_ term: String, keys: Set<String>) -> String? {
        let scalars = Array(term.unicodeScalars)
        for length in stride(from: scalars.count, through: 0, by: -1) {
            let key = String(String.UnicodeScalarView(scalars[..<length]))
            if keys.contains(key) { return key }
        }
        return nil
    }

    @Test func shardsSplitByPrefixAndEachTermIsWhereTheScriptLooks() throws {
        let words = ["pra", "prague", "praha", "prado", "pr", "paris", "porto", "пра", "прага", "ísland", "a1", "zz"]
        let terms = words.flatMap { word in (0..<30).map { "\(word)\($0 == 0 ? "" : String($0))" } }.sorted()
            .map { SearchShard.Term(text: $0, postings: String(repeating: "3,", count: 20) + "3") }
        let shards = SearchShard.plan(terms, limit: 2048)
        #expect(shards.count > 5)
        let keys = Set(shards.map(\.key))
        #expect(keys.count == shards.count)
        #expect(shards.flatMap(\.terms).count == terms.count)
        for shard in shards {
            #expect(shard.size <= 2048 || shard.terms.count == 1, "\(shard.key)")
            #expect(shard.size == shard.json.utf8.count)
            for term in shard.terms {
                #expect(term.text.hasPrefix(shard.key))
                #expect(shardOf(term.text, keys: keys) == shard.key, "\(term.text)")
            }
        }
        // A prefix finds all its terms in its own shard and those whose keys extend it.
        for prefix in ["pr", "pra", "prag", "p", "пр"] {
            let own = shardOf(prefix, keys: keys)
            let read = shards.filter { $0.key == own || ($0.key.hasPrefix(prefix) && !$0.key.isEmpty) }
            let found = Set(read.flatMap(\.terms).map(\.text).filter { $0.hasPrefix(prefix) })
            #expect(found == Set(terms.map(\.text).filter { $0.hasPrefix(prefix) }), "\(prefix)")
        }
        #expect(SearchShard(key: "", terms: []).path == "search/t.json")
        #expect(SearchShard(key: "pr", terms: []).path == "search/t-7072.json")
        #expect(SearchShard(key: "пр", terms: []).path == "search/t-d0bfd180.json")
    }

    @Test func aSmallSiteIsOneShardAndItsDocumentsAreFound() throws {
        let documents = [
            SearchDocument(link: "cities/praha/index.html", title: "Praha", context: "2 places", kind: .city, names: "Praha", text: ""),
            SearchDocument(
                link: "locations/castle/index.html", title: "Pražský hrad", context: "Praha", kind: .place, names: "Pražský hrad Praha",
                text: "The castle above the Vltava."),
            SearchDocument(
                link: "todos/tickets/index.html", title: "Buy tickets", context: "Todo", kind: .todo, names: "Buy tickets",
                text: "For the castle \"tour\"."),
        ]
        let index = SearchIndex(documents: documents)
        #expect(index.shards.map(\.key) == [""])
        let files = index.files
        #expect(Set(files.keys) == ["search/index.json", "search/t.json", "search/d-0.json"])
        let shard = try #require(JSONSerialization.jsonObject(with: files["search/t.json"]!) as? [String: String])
        #expect(SearchPostings.decoded(shard["praha"]!) == [.init(document: 0, inNames: true), .init(document: 1, inNames: true)])
        #expect(SearchPostings.decoded(shard["castle"]!) == [.init(document: 1, inNames: false), .init(document: 2, inNames: false)])
        #expect(shard["prazsky"] != nil)
        #expect(shard["tour"] != nil)
        let chunk = try #require(JSONSerialization.jsonObject(with: files["search/d-0.json"]!) as? [[String]])
        #expect(chunk[1] == ["locations/castle/index.html", "Pražský hrad", "Praha", "p"])
        let manifest = try #require(JSONSerialization.jsonObject(with: files["search/index.json"]!) as? [String: Any])
        #expect(manifest["documents"] as? Int == 3)
        #expect(manifest["shards"] as? [String: Int] == ["": files["search/t.json"]!.count])
    }

    /// Documents indexed in pieces, in parallel, give every term its documents in ascending order, each once, and
    /// marked in names where the term is in the names (whether or not it is in the text too).
    @Test func everyTermListsItsDocumentsOnceInOrderAcrossPieces() throws {
        let documents = (0..<2_000).map { number in
            SearchDocument(
                link: "locations/p\(number)/index.html", title: "P\(number)", context: "", kind: .place,
                names: "name\(number % 7) shared", text: "text\(number % 5) text\(number % 5) name\((number + 1) % 7) shared")
        }
        let index = SearchIndex(documents: documents)
        var postings: [String: String] = [:]
        for shard in index.shards {
            let object = try #require(JSONSerialization.jsonObject(with: Data(shard.json.utf8)) as? [String: String])
            postings.merge(object) { first, _ in first }
        }
        func expected(_ term: String) -> [SearchPostings.Entry] {
            documents.enumerated().compactMap { number, document in
                let names = document.names.split(separator: " ").contains { $0 == term }
                let text = document.text.split(separator: " ").contains { $0 == term }
                return names || text ? SearchPostings.Entry(document: number, inNames: names) : nil
            }
        }
        for term in ["name0", "name6", "text3", "shared"] {
            #expect(SearchPostings.decoded(try #require(postings[term])) == expected(term), "\(term)")
        }
    }

    /// On a site of 10,000 places (words like the benchmark's), no query can read more than 300 KB: the script
    /// reads at most the manifest, ``SearchIndex/queryBudget`` bytes of shards and one chunk per result shown.
    @Test func oneQueryReadsAtMost300KBOnTenThousandPlaces() throws {
        let syllables = ["ka", "vo", "ru", "mi", "la", "to", "sen", "dar", "el", "bri", "os", "na", "ter", "quil", "ma", "ro",
                         "ven", "sa", "lo", "tha", "gor", "ith", "an", "mer", "cal", "do", "ne", "rin", "ba", "zel", "po", "fen"]
        let common = ["the", "old", "town", "with", "view", "river", "walk", "museum", "bridge", "square", "market", "park"]
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func word() -> String { (0..<(2 + next(3))).map { _ in syllables[next(syllables.count)] }.joined() }
        let cities = (0..<200).map { _ in word().capitalized }
        let documents = (0..<10_000).map { index -> SearchDocument in
            let name = word().capitalized + " " + ["Bridge", "Lake", "Museum", "Tower", "Park"][next(5)]
            let city = cities[index % cities.count]
            let text = (0..<60).map { _ in next(3) == 0 ? word() : common[next(common.count)] }.joined(separator: " ")
            return SearchDocument(
                link: "locations/place-\(index)/index.html", title: name, context: city, kind: .place, names: name + " " + city, text: text)
        }
        let index = SearchIndex(documents: documents)
        let files = index.files
        let manifest = files[SearchIndex.manifestPath]!.count
        let largestChunk = index.chunks.map(\.json.utf8.count).max() ?? 0
        let largestShard = index.shards.filter { $0.terms.count > 1 }.map(\.size).max() ?? 0
        #expect(largestShard <= SearchIndex.shardLimit)
        #expect(index.shards.allSatisfy { $0.size <= SearchIndex.queryBudget })
        let bound = manifest + SearchIndex.queryBudget + SearchIndex.shownResults * largestChunk
        #expect(bound <= 300 * 1024, "manifest \(manifest), chunk \(largestChunk): \(bound) bytes")
    }
}
