// swift-tools-version:6.0
import PackageDescription

// Dependency direction (README.md, "How it is built"): FrolicCore is pure Swift and
// knows no pixels. FrolicScenes and FrolicRaster each build on it; FrolicRender
// joins them into GIFs; FrolicSnapshot and the CLI sit on top.
let package = Package(
    name: "Frolic",
    products: [
        .executable(name: "frolic", targets: ["frolic"]),
        .library(name: "FrolicCore", targets: ["FrolicCore"]),
        .library(name: "FrolicScenes", targets: ["FrolicScenes"]),
        .library(name: "FrolicRaster", targets: ["FrolicRaster"]),
        .library(name: "FrolicRender", targets: ["FrolicRender"]),
        .library(name: "FrolicSnapshot", targets: ["FrolicSnapshot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Hummingbird's own dependencies, named for the server's logger, headers and Ctrl-C handling.
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        // `swift package generate-documentation --target FrolicRender` (`make api-docs`); nothing else uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CGD",
            pkgConfig: "gdlib",
            providers: [.apt(["libgd-dev"])]
        ),
        // Screen recordings are decoded and scaled through FFmpeg's libraries.
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]
        ),
        .systemLibrary(
            name: "CChipmunk",
            providers: [.apt(["libchipmunk-dev"])]
        ),
        .target(name: "FrolicCore"),
        .target(name: "FrolicDynamics", dependencies: ["FrolicCore", "CChipmunk"]),
        .target(name: "FrolicScenes", dependencies: ["FrolicCore", "FrolicDynamics"]),
        .target(name: "FrolicRaster", dependencies: ["FrolicCore", "CGD", "CFFmpeg"]),
        .target(name: "FrolicRender", dependencies: ["FrolicCore", "FrolicScenes", "FrolicRaster"]),
        .target(name: "FrolicSnapshot", dependencies: ["FrolicCore", "FrolicScenes", "FrolicRaster", "FrolicRender"]),
        // The browser-facing features (preview, snapshot review), on Hummingbird 2.
        .target(name: "FrolicPreview", dependencies: [
            "FrolicCore", "FrolicScenes", "FrolicRaster", "FrolicRender", "FrolicSnapshot",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .executableTarget(
            name: "frolic",
            dependencies: [
                "FrolicRender", "FrolicSnapshot", "FrolicScenes", "FrolicPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Where the repository is, and one temporary folder, for the tests.
        .target(name: "FrolicTestSupport", dependencies: ["FrolicCore", "FrolicScenes", "FrolicRaster", "FrolicRender"], path: "Tests/FrolicTestSupport"),
        .testTarget(name: "FrolicCoreTests", dependencies: ["FrolicCore"]),
        .testTarget(name: "FrolicScenesTests", dependencies: ["FrolicScenes", "FrolicTestSupport"]),
        .testTarget(name: "FrolicRasterTests", dependencies: ["FrolicRaster", "FrolicTestSupport"]),
        .testTarget(name: "FrolicRenderTests", dependencies: ["FrolicRender", "FrolicTestSupport"]),
        .testTarget(name: "FrolicSnapshotTests", dependencies: ["FrolicSnapshot", "FrolicTestSupport"]),
        .testTarget(name: "FrolicPreviewTests", dependencies: ["FrolicPreview", "FrolicTestSupport"]),
        // Uses the library products as a project that depends on Frolic does: without
        // package access, it sees only their public API.
        .testTarget(name: "FrolicPublicAPITests",
                    dependencies: ["FrolicCore", "FrolicScenes", "FrolicRaster", "FrolicRender", "FrolicSnapshot"],
                    packageAccess: false),
        .testTarget(name: "FrolicCLITests", dependencies: ["frolic", "FrolicCore", "FrolicRaster", "FrolicTestSupport"]),
    ]
)
