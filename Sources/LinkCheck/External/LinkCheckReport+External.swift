extension LinkCheckReport {
    /// Adds the external `findings` and keeps every finding sorted by file, then line (a finding already there
    /// first); with `isStrict`, warnings among them become errors, as the others did.
    mutating func add(_ external: [Finding], isStrict: Bool) {
        guard !external.isEmpty else { return }
        let added = isStrict ? external.map { $0.severity == .warning ? $0.with(severity: .error) : $0 } : external
        let all = findings + added
        findings = all.indices.sorted { a, b in
            if all[a].file != all[b].file { return all[a].file < all[b].file }
            if all[a].line != all[b].line { return all[a].line < all[b].line }
            return a < b
        }.map { all[$0] }
    }
}
