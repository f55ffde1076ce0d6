import Foundation

/// The sockets of this machine in state LISTEN, from a `/proc/net/tcp*` table: their local addresses as the
/// table writes them (`0100007F:1F40`). Only listening sockets: a client socket of another process may use the
/// same port number.
enum ListeningSockets {
    static func addresses(in table: String) throws -> Set<String> {
        let lines = try String(contentsOfFile: table, encoding: .utf8).split(separator: "\n").dropFirst()
        return Set(
            lines.compactMap { line in
                let fields = line.split(separator: " ")
                return fields.count > 3 && fields[3] == "0A" ? String(fields[1]) : nil
            })
    }
}
