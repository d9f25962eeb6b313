// swift-tools-version:6.0
import PackageDescription

// Modules follow the pipeline (see README "Architecture"); dependencies point one way only.
let package = Package(
    name: "Kinship",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kinship", targets: ["kinship"]),
        .library(name: "KinshipSpec", targets: ["KinshipSpec"]),
        .library(name: "KinshipPlan", targets: ["KinshipPlan"]),
        .library(name: "KinshipUIKit", targets: ["KinshipUIKit"]),
        .library(name: "KinshipRuntime", targets: ["KinshipRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "KinshipSyntax", dependencies: ["CYAML"]),
        .target(name: "KinshipSpec", dependencies: ["KinshipSyntax"]),
        .target(name: "KinshipPlan", dependencies: ["KinshipSpec"]),
        .target(name: "KinshipUIKit"),
        .target(name: "KinshipRuntime", dependencies: ["KinshipPlan", "KinshipUIKit"]),
        .executableTarget(
            name: "kinship",
            dependencies: [
                "KinshipSyntax", "KinshipSpec", "KinshipPlan", "KinshipRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "KinshipSyntaxTests", dependencies: ["KinshipSyntax"]),
        .testTarget(name: "KinshipSpecTests", dependencies: ["KinshipSpec"]),
        .testTarget(name: "KinshipUIKitTests", dependencies: ["KinshipUIKit"]),
    ]
)
