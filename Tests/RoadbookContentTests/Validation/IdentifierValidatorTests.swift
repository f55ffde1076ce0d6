import RoadbookContent
import Testing

@Suite struct IdentifierValidatorTests {
    @Test(arguments: ["colosseum", "buy-museum-pass", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "a", "2026-trip", "-"])
    func acceptsASCIILettersDigitsAndDashes(_ id: String) {
        #expect(IdentifierValidator.isValid(id))
    }

    @Test(arguments: ["", "a b", "sacré-coeur", "a_b", "a/b", "../x", "a.b", "ｆｕｌｌ"])
    func refusesEverythingElse(_ id: String) {
        #expect(!IdentifierValidator.isValid(id))
    }

    @Test func problemsNameTheId() {
        #expect(throws: ContentProblem.emptyIdentifier) { try IdentifierValidator.validated("") }
        #expect(throws: ContentProblem.invalidIdentifier("a b")) { try IdentifierValidator.validated("a b") }
        #expect(
            ContentProblem.invalidIdentifier("a b").description == "id 'a b' may contain only ASCII letters, digits and '-'")
    }

    @Test func urlsUseTheLowerCasedForm() {
        #expect(IdentifierValidator.urlForm(of: "E621E1F8-C36C") == "e621e1f8-c36c")
    }

    struct SlugCase: Sendable, CustomTestStringConvertible {
        let title: String
        let slug: String
        var testDescription: String { "'\(title)' → '\(slug)'" }
    }

    static let slugs: [SlugCase] = [
        SlugCase(title: "Sacré-Cœur", slug: "sacre-coeur"),
        SlugCase(title: "Buy the Roma Pass", slug: "buy-the-roma-pass"),
        SlugCase(title: "  Don't forget the   adapter!! ", slug: "dont-forget-the-adapter"),
        SlugCase(title: "Trevi’s fountain", slug: "trevis-fountain"),
        SlugCase(title: "St. Peter's Basilica", slug: "st-peters-basilica"),
        SlugCase(title: "Castel Sant'Angelo", slug: "castel-sant-angelo"),
        SlugCase(title: "Musée de l’Orangerie", slug: "musee-de-l-orangerie"),
        SlugCase(title: "Accademia dell'arte", slug: "accademia-dell-arte"),
        SlugCase(title: "Musée d'Orsay", slug: "musee-d-orsay"),
        SlugCase(title: "L'Étoile", slug: "l-etoile"),
        SlugCase(title: "rock'n'roll", slug: "rocknroll"),
        SlugCase(title: "trailing'", slug: "trailing"),
        SlugCase(title: "Straße & Smørrebrød", slug: "strasse-smorrebrod"),
        SlugCase(title: "Łódź — Ærø", slug: "lodz-aero"),
        SlugCase(title: "Crème brûlée at 8pm", slug: "creme-brulee-at-8pm"),
        SlugCase(title: "ﬁne ½ day", slug: "fine-1-2-day"),
        SlugCase(title: "---", slug: ""),
        SlugCase(title: "東京", slug: ""),
        SlugCase(title: "Visit 東京 tower", slug: "visit-tower"),
    ]

    @Test(arguments: slugs)
    func slugFolds(_ slugCase: SlugCase) {
        #expect(Slugifier.slug(from: slugCase.title) == slugCase.slug)
    }

    @Test func slugsAreValidIds() {
        for slugCase in Self.slugs where !slugCase.slug.isEmpty {
            #expect(IdentifierValidator.isValid(Slugifier.slug(from: slugCase.title)))
        }
    }
}
