/// What resolving one URL of a page gives, before it is made a finding at the reference's line.
enum ReferenceOutcome: Sendable, Equatable {
    /// Another host.
    case external
    /// A scheme not checked offline (`mailto:`).
    case otherScheme
    /// The target exists (and so does its fragment).
    case found
    /// The target is missing; the reason as it reads in the message's parentheses.
    case broken(String)
    /// The target exists but the fragment names nothing in it.
    case brokenFragment(String)
}
