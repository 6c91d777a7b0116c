// swift-tools-version:6.0
import PackageDescription

// Dependency direction (see ../shared/DESIGN.md): FrolicCore is pure Swift and
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
    ],
    targets: [
        .systemLibrary(
            name: "CGD",
            pkgConfig: "gdlib",
            providers: [.apt(["libgd-dev"])]
        ),
        .systemLibrary(
            name: "CChipmunk",
            providers: [.apt(["libchipmunk-dev"])]
        ),
        .target(name: "FrolicCore"),
        .target(name: "FrolicDynamics", dependencies: ["FrolicCore", "CChipmunk"]),
        .target(name: "FrolicScenes", dependencies: ["FrolicCore", "FrolicDynamics"]),
        .target(name: "FrolicRaster", dependencies: ["FrolicCore", "CGD"]),
        .target(name: "FrolicRender", dependencies: ["FrolicCore", "FrolicScenes", "FrolicRaster"]),
        .target(name: "FrolicSnapshot", dependencies: ["FrolicCore", "FrolicScenes", "FrolicRaster", "FrolicRender"]),
        .executableTarget(
            name: "frolic",
            dependencies: [
                "FrolicRender", "FrolicSnapshot", "FrolicScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Where the repository is, for the tests that read its files.
        .target(name: "FrolicTestSupport", path: "Tests/FrolicTestSupport"),
        .testTarget(name: "FrolicCoreTests", dependencies: ["FrolicCore"]),
        .testTarget(name: "FrolicScenesTests", dependencies: ["FrolicScenes", "FrolicTestSupport"]),
        .testTarget(name: "FrolicRasterTests", dependencies: ["FrolicRaster"]),
        .testTarget(name: "FrolicRenderTests", dependencies: ["FrolicRender", "FrolicTestSupport"]),
        .testTarget(name: "FrolicSnapshotTests", dependencies: ["FrolicSnapshot", "FrolicTestSupport"]),
        .testTarget(name: "FrolicCLITests", dependencies: ["frolic", "FrolicCore", "FrolicRaster", "FrolicTestSupport"]),
    ]
)
