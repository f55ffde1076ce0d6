import Foundation
import TestSupport
import Testing

/// scripts/check-doc-links finds links that leave the repository, miss their file or miss their heading.
@Suite struct DocLinkCheckScriptTests {
    static let python = ExternalProgram.named("python3")
    static let git = ExternalProgram.named("git")
    static let script = RepositoryRoot.url.appendingPathComponent("scripts/check-doc-links").path

    @Test(.enabled(if: python != nil && git != nil, "python3 or git is not installed"))
    func reportsEachBadLinkAtItsLine() throws {
        let python = try #require(Self.python)
        let repository = try TemporaryDirectory()
        _ = try #require(Self.git).run(["init", "-q", repository.url.path])
        try repository.write("# Guide\n\n## Two words\n", to: "docs/guide.md")
        try repository.write("x\n", to: "content/skipped.md")
        try repository.write(
            """
            [fine](docs/guide.md#two-words) [web](https://example.org/) [self](#top-heading)
            # Top heading
            [up](../outside.md)
            [gone](docs/missing.md) `[code](nowhere.md)`
            [anchor](docs/guide.md#three)
            ```
            [fenced](nowhere.md)
            ```
            [root](/etc/passwd) [file](file:///etc/passwd)
            [site content](content/skipped.md)
            """, to: "README.md")
        try repository.write("[pantheon](pantheon.md)\n", to: "content/skipped.md")
        let result = try python.run([Self.script, repository.url.path])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                README.md:3: error: link '../outside.md' points outside the repository
                README.md:4: error: link 'docs/missing.md': no such file 'docs/missing.md'
                README.md:5: error: link 'docs/guide.md#three': no heading '#three' in 'docs/guide.md'
                README.md:9: error: link '/etc/passwd' is an absolute path; link relative to the file
                README.md:9: error: link 'file:///etc/passwd' leaves the repository
                check-doc-links: 9 links in 2 Markdown files: 5 broken

                """)
    }
}
