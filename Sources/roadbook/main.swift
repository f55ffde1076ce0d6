import Foundation
import RoadbookCLI

exit(CLI(arguments: Array(CommandLine.arguments.dropFirst())).run())
