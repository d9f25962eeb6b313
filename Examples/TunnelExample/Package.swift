// swift-tools-version:6.0
import PackageDescription

// Uses Kinship's build plugin: Sources/TunnelExample/tunnel.kinship.yaml becomes Swift at build
// time (target: model: the uikit output with `import KinshipUIKit`, so it runs on Linux; see
// kinship-generator-config.yaml).
let package = Package(
    name: "TunnelExample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Kinship", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TunnelExample",
            dependencies: [.product(name: "KinshipUIKit", package: "Kinship")],
            plugins: [.plugin(name: "KinshipGeneratorPlugin", package: "Kinship")]
        ),
    ]
)
