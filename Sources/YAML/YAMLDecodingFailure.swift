import Diagnostics

/// A decoding problem at a node, thrown inside the decoder and turned into a diagnostic at its boundary.
struct YAMLDecodingFailure: Error {
    let message: String
    let location: SourceLocation
}
