// swift-tools-version:6.0
import PackageDescription

// Linux only: the preview server watches files with inotify and waits with epoll, and the C libraries come from
// Debian packages. SwiftPM has no platform declaration for Linux (`platforms:` lists Apple platforms' minimum
// versions), so there is none here.

/// Warnings on, and fatal, for the project's own C code (allowed for local targets, refused for dependencies).
let strictC: [CSetting] = [.unsafeFlags(["-Wall", "-Wextra", "-Werror"])]

let package = Package(
    name: "Roadbook",
    products: [
        .executable(name: "roadbook", targets: ["roadbook"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "LinkCheck", targets: ["LinkCheck"]),
    ],
    targets: [
        // C libraries, each quarantined behind one Swift file of the module that uses it.
        // cmark-gfm and its extensions library (tables, strikethrough, autolinks, task lists); never libcmark as well,
        // whose symbols have the same names.
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // libxml2's headers (and its link flags) for CLibXML2SAX and RoadbookContent's GPX reader (LibXMLGPXReader.swift).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // The libxml2 SAX driver in C: the tag table and the line counting that place each start tag.
        .target(name: "CLibXML2SAX", dependencies: ["CLibXML2"], cSettings: strictC),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        // The daemon's variadic start and info calls with their options fixed, in C.
        .target(name: "CMicroHTTPDOperations", dependencies: ["CMicroHTTPD"], cSettings: strictC),
        // libcurl for the external-link checker (the library Foundation's URLSession wraps on Linux, used directly so
        // that a check stops reading where it means to).
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // libcurl's variadic setters as typed functions, in C.
        .target(name: "CCurlOperations", dependencies: ["CCurl"], cSettings: strictC),
        // libvips' own pkg-config file (`vips`) adds `-pthread` (from gio), which SwiftPM refuses with a warning; its
        // headers need only GLib's include folders, and the module map links vips, gobject and glib.
        .systemLibrary(name: "CVips", pkgConfig: "glib-2.0", providers: [.apt(["libvips-dev"])]),
        // The libvips calls with their options fixed (libvips' API is variadic), and GLib's SHA-256, in C.
        .target(
            name: "CVipsOperations", dependencies: ["CVips"], cSettings: strictC,
            linkerSettings: [.linkedLibrary("vips"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]),
        // glibc's malloc_trim, which the Glibc module does not declare.
        .target(name: "CGlibcMalloc", cSettings: strictC),

        // Source positions and compiler-style diagnostics, shared by every module.
        .target(name: "Diagnostics", dependencies: ["Parallelism"]),
        // Escaping for each target language in one place: percent escapes (strict and lenient), JSON and YAML
        // quoted strings, HTML and XML character references. No dependencies.
        .target(name: "Escaping"),
        // Independent jobs on all cores, each result at its job's index. No dependencies.
        .target(name: "Parallelism"),
        // The Mustache template engine; knows nothing of Roadbook.
        .target(name: "Mustache", dependencies: ["Diagnostics", "Escaping", "Parallelism"]),
        // YAML (and so JSON) through libyaml: a positioned node tree and a Decoder over it.
        .target(name: "YAML", dependencies: ["CYAML", "Diagnostics"]),
        // Reading a site folder beneath its root without following links out of it, and the build's plain writes and
        // copies (FileSystemWriter, DescriptorWriter, FileOperationError), the edits' atomic writes and locks, file identities and
        // real paths. Knows nothing of content.
        .target(name: "SiteFiles", dependencies: ["Diagnostics", "Parallelism"]),
        // Link and asset checker for any directory of HTML; knows nothing of Roadbook content.
        .target(name: "LinkCheck", dependencies: ["CCurlOperations", "CLibXML2SAX", "Diagnostics", "Escaping", "Parallelism", "SiteFiles"]),
        // The checker's settings as Roadbook's users write them (`.roadbook-check.yaml`, `site.yaml`'s `check:`), read
        // with the options' rules; apart from LinkCheck, which is a product of its own and reads no YAML.
        .target(name: "LinkCheckSettings", dependencies: ["Diagnostics", "LinkCheck", "YAML"]),
        // Local preview server: serves a directory on 127.0.0.1, watches files, injects live reload; knows nothing of content.
        .target(name: "DevServer", dependencies: ["CMicroHTTPDOperations", "Escaping", "Parallelism"]),
        // The site's content as values: models (the todo list's rules among them), settings, validation, data sources,
        // the images' sizes, the theme's strings.
        .target(
            name: "RoadbookContent",
            dependencies: ["Diagnostics", "Escaping", "Parallelism", "YAML", "SiteFiles", "CLibXML2"],
            exclude: ["Localization/Strings"],  // embedded by the ThemeEmbedder plugin
            plugins: ["ThemeEmbedder"]
        ),
        // The seeds' view models, observable: the live todo list, places and statistics that `serve`'s pages read.
        .target(name: "RoadbookViewModels", dependencies: ["RoadbookContent"]),
        // The published images: their variants planned, made with libvips, cached and written; SVGs checked.
        .target(
            name: "RoadbookImages",
            dependencies: ["Diagnostics", "Escaping", "Parallelism", "SiteFiles", "RoadbookContent", "CVipsOperations"]
        ),
        // GitHub-flavoured Markdown through cmark-gfm: rendering, heading slugs, links between content items.
        .target(name: "RoadbookMarkdown", dependencies: ["Diagnostics", "Escaping", "Parallelism", "RoadbookContent", "CCmarkGFM"]),
        // Surgical edits of the content files (todos, places) that keep everything the user wrote.
        .target(
            name: "RoadbookEditing",
            dependencies: ["Diagnostics", "Escaping", "Parallelism", "YAML", "SiteFiles", "RoadbookContent", "RoadbookMarkdown"]
        ),
        // The site's pages and documents from values, as text and bytes, reading and writing no file: page view
        // models, the drawn maps, the search index, the trip's exports, the offline site's files, GeoJSON and the sitemap.
        .target(
            name: "RoadbookPages",
            dependencies: ["Diagnostics", "Escaping", "Mustache", "Parallelism", "RoadbookContent", "RoadbookImages", "RoadbookMarkdown"]
        ),
        // The site built and served: its inputs read, the output plan run into a folder (`generate`) or the served
        // one (`serve`, the live site), the templates, the starter site.
        .target(
            name: "RoadbookSite",
            dependencies: [
                "Diagnostics", "Escaping", "Mustache", "Parallelism", "SiteFiles", "RoadbookContent", "RoadbookViewModels",
                "RoadbookImages", "RoadbookMarkdown", "RoadbookPages", "CGlibcMalloc",
            ],
            plugins: ["ThemeEmbedder"]
        ),
        // The command line: argument parsing, help, commands.
        .target(
            name: "RoadbookCLI",
            dependencies: [
                "SiteFiles", "RoadbookContent", "RoadbookViewModels", "RoadbookEditing", "RoadbookSite", "LinkCheck", "LinkCheckSettings",
                "DevServer", "Mustache",
                "Diagnostics", "Escaping", "Parallelism", "YAML", "CGlibcMalloc",
            ]
        ),
        .executableTarget(name: "roadbook", dependencies: ["RoadbookCLI"]),
        // Benchmark of the template engine (scripts/bench-mustache).
        .executableTarget(name: "mustache-bench", dependencies: ["Mustache"], path: "Sources/MustacheBench"),
        // Fuzzing: one harness per input path (checks invariants, traps on a violation) and one executable that is
        // a libFuzzer target when built with -DFUZZING (scripts/fuzz) and replays inputs otherwise.
        .target(
            name: "FuzzTargets",
            dependencies: [
                "Diagnostics", "YAML", "Mustache", "LinkCheck", "LinkCheckSettings", "RoadbookContent", "RoadbookMarkdown",
                "RoadbookEditing", "DevServer", "SiteFiles", "Parallelism",
            ]
        ),
        .systemLibrary(name: "CLibFuzzer"),
        .executableTarget(name: "roadbook-fuzz", dependencies: ["FuzzTargets", "CLibFuzzer"], path: "Sources/RoadbookFuzz"),

        // Build tool: turns the repo's templates/ into Swift source, so the binary carries the default theme.
        .executableTarget(name: "theme-embedder", path: "Sources/ThemeEmbedderTool"),
        .plugin(name: "ThemeEmbedder", capability: .buildTool(), dependencies: ["theme-embedder"]),

        .target(name: "TestSupport", dependencies: ["Diagnostics", "Parallelism"], path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "EscapingTests", dependencies: ["Escaping", "TestSupport"]),
        .testTarget(name: "ParallelismTests", dependencies: ["Parallelism"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"], exclude: ["Spec"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "TestSupport"]),
        .testTarget(name: "LinkCheckTests", dependencies: ["LinkCheck", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "DevServerTests", dependencies: ["DevServer", "TestSupport"]),
        .testTarget(name: "SiteFilesTests", dependencies: ["SiteFiles", "TestSupport"]),
        .testTarget(name: "RoadbookContentTests", dependencies: ["RoadbookContent", "SiteFiles", "TestSupport"]),
        .testTarget(name: "RoadbookViewModelsTests", dependencies: ["RoadbookViewModels", "RoadbookContent", "TestSupport"]),
        .testTarget(name: "RoadbookImagesTests", dependencies: ["RoadbookImages", "RoadbookContent", "TestSupport"]),
        .testTarget(name: "RoadbookMarkdownTests", dependencies: ["RoadbookMarkdown", "RoadbookContent", "Parallelism", "TestSupport"], exclude: ["Spec"]),
        .testTarget(name: "RoadbookEditingTests", dependencies: ["RoadbookEditing", "SiteFiles", "TestSupport"]),
        .testTarget(
            name: "RoadbookPagesTests",
            dependencies: ["RoadbookPages", "RoadbookContent", "RoadbookViewModels", "RoadbookImages", "RoadbookMarkdown", "Mustache", "TestSupport"]
        ),
        .testTarget(
            name: "RoadbookSiteTests",
            dependencies: [
                "RoadbookSite", "RoadbookPages", "RoadbookContent", "RoadbookViewModels", "RoadbookImages", "RoadbookMarkdown", "SiteFiles",
                "Mustache", "TestSupport",
            ],
            exclude: ["Site/Snapshots"]
        ),
        .testTarget(
            name: "RoadbookCLITests", dependencies: ["RoadbookCLI", "RoadbookContent", "RoadbookSite", "Escaping", "Mustache", "YAML", "TestSupport"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "TestSupport"], exclude: ["Regressions"]),
    ],
    swiftLanguageModes: [.v6]
)
