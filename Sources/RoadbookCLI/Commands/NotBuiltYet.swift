/// The action of a command that is declared but not built yet: says so on stderr and exits 1.
func notBuiltYet(_ name: String) -> CommandSpec.Action {
    { _, context in
        context.stderr.line("error: 'roadbook \(name)' is not built yet")
        return ExitCode.failure
    }
}
