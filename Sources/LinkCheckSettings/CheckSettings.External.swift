import Diagnostics
import LinkCheck

extension CheckSettings {
    /// The external-link settings (`--external` and the options that tune it) from one source: the command line,
    /// `.roadbook-check.yaml` or the `check:` section of `site.yaml`. Every field is optional, so sources can be
    /// laid on top of each other (``overridden(by:)``); the values are checked when they are read.
    package struct External: Sendable, Equatable {
        package var isEnabled: Bool?
        package var accepted: AcceptedStatuses?
        package var checksFragments: Bool?
        package var maxConcurrency: Int?
        package var maxPerHost: Int?
        package var connectTimeout: Double?
        package var totalTimeout: Double?
        package var cacheMaxAge: Double?

        /// External-link settings that set nothing: each source is read onto these.
        package init() {}

        /// The seconds a request may go without receiving anything when no source says (`--connect-timeout`).
        package static let defaultConnectTimeout: Double = 10
        /// The seconds a request may take in all when no source says (`--timeout`).
        package static let defaultTotalTimeout: Double = 30

        /// These settings with `other` on top: every setting `other` has wins, `accepted` included (a list of
        /// statuses is complete in itself: it replaces the default `200..299` too).
        package func overridden(by other: External) -> External {
            var merged = self
            merged.isEnabled = other.isEnabled ?? isEnabled
            merged.accepted = other.accepted ?? accepted
            merged.checksFragments = other.checksFragments ?? checksFragments
            merged.maxConcurrency = other.maxConcurrency ?? maxConcurrency
            merged.maxPerHost = other.maxPerHost ?? maxPerHost
            merged.connectTimeout = other.connectTimeout ?? connectTimeout
            merged.totalTimeout = other.totalTimeout ?? totalTimeout
            merged.cacheMaxAge = other.cacheMaxAge ?? cacheMaxAge
            return merged
        }

        /// The names (options without their dashes, the keys of the file) of the settings given here that only
        /// mean something when external links are checked, in the order of the options.
        package var tuningNames: [String] {
            let given: [(String, Bool)] = [
                ("accept", accepted != nil), ("external-fragments", checksFragments != nil),
                ("max-concurrency", maxConcurrency != nil), ("max-per-host", maxPerHost != nil),
                ("connect-timeout", connectTimeout != nil), ("timeout", totalTimeout != nil),
                ("cache-max-age", cacheMaxAge != nil),
            ]
            return given.filter(\.1).map(\.0)
        }

        /// The external checker's options (without its cache file, which the caller places).
        package var checkerOptions: ExternalLinkOptions {
            var options = ExternalLinkOptions()
            options.accepted = accepted ?? options.accepted
            options.checksFragments = checksFragments ?? options.checksFragments
            options.maxConcurrency = maxConcurrency ?? options.maxConcurrency
            options.maxPerHost = maxPerHost ?? options.maxPerHost
            options.cacheMaxAge = cacheMaxAge ?? options.cacheMaxAge
            return options
        }

        // MARK: - Reading values (shared by the command line and the files)

        /// What `--accept` takes, for messages.
        package static let acceptedSort = "status codes and ranges such as '200..299,403'"

        /// The statuses of `text` (`200..299,403`).
        package static func accepted(_ text: String) -> Result<AcceptedStatuses, SettingProblem> {
            AcceptedStatuses(parsing: text).map { .success($0) } ?? .failure(.expected(acceptedSort, value: text))
        }

        /// The largest count (`--max-concurrency`, `--max-per-host`).
        package static let largestCount = 1024
        /// The longest timeout in seconds (an hour): FoundationNetworking, which fetched before libcurl did, trapped on `1e16`.
        package static let longestTimeout = 3600.0
        /// The oldest cache age in seconds (ten years).
        package static let oldestAge = 3650.0 * 86400

        /// `text` as a whole number from 1 to ``largestCount`` (`--max-concurrency 8`).
        package static func count(_ text: String) -> Result<Int, SettingProblem> {
            guard let number = Int(text), number > 0, number <= largestCount else {
                return .failure(.expected("a whole number from 1 to \(largestCount)", value: text))
            }
            return .success(number)
        }

        /// `text` as a number of seconds above 0 and at most ``longestTimeout`` (`--timeout 2.5`).
        package static func seconds(_ text: String) -> Result<Double, SettingProblem> {
            guard let number = DecimalText.number(text), number > 0, number <= longestTimeout else {
                return .failure(.expected("a number of seconds above 0 and at most \(Int(longestTimeout))", value: text))
            }
            return .success(number)
        }

        /// `text` as an age in seconds (`30m`, `12h`, `1d`; `0` for no cache), at most ten years.
        package static func age(_ text: String) -> Result<Double, SettingProblem> {
            guard let seconds = ExternalLinkOptions.seconds(parsingAge: text), seconds <= oldestAge else {
                return .failure(.expected("an age such as '30m', '12h' or '1d', at most 3650d", value: text))
            }
            return .success(seconds)
        }
    }
}
