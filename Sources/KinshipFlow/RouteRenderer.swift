import Foundation
import KinshipPlan
public import KinshipSyntax

/// Prints `kinship explore --routes`: each route's witness, level by level, and the command
/// that opens it on the UIKit model; or the `unreachable-route` finding.
public struct RouteRenderer {
    public var files: SourceFiles
    public var colored: Bool
    /// The spec path as the user typed it, for the replay line.
    public var specPath: String

    public init(files: SourceFiles, specPath: String, colored: Bool = false) {
        self.files = files
        self.specPath = specPath
        self.colored = colored
    }

    /// ```
    /// route photos: kinship-app://feed/place/{placeID}/photos -> App/feed/place/photos
    ///   App             shown at mount          content=feed
    ///   App/feed        openDetail              content=[list,place]
    ///   App/feed/place  showPhotos              header=photos body=info
    ///   witness: App/feed.openDetail, App/feed/place.showPhotos
    ///   open with: kinship run specs/app.yaml --open kinship-app://feed/place/placeID/photos
    /// ```
    public func text(_ results: [RouteResult]) -> String {
        var out = ""
        for (i, result) in results.enumerated() {
            if i > 0 { out += "\n" }
            let route = result.route
            out +=
                "route \(route.name.value): \(route.pattern?.text ?? route.urlText.value) -> \(route.openText.value)\n"
            switch result.outcome {
            case .witness(let levels):
                let width = levels.map(\.path.count).max() ?? 0
                for level in levels {
                    let moves =
                        level.steps.isEmpty ? "shown at mount" : level.steps.map(\.transition).joined(separator: ", ")
                    out +=
                        "  " + Self.pad(level.path, width) + "  " + Self.pad(moves, 22) + "  " + level.configuration
                        + "\n"
                }
                let steps = result.steps ?? []
                out +=
                    "  witness: "
                    + (steps.isEmpty ? "none (shown at launch)" : steps.map(\.event).joined(separator: ", ")) + "\n"
                if !route.sets.isEmpty {
                    out +=
                        "  sets: " + route.sets.map { "\($0.key) = {\($0.parameter.value)}" }.joined(separator: ", ")
                        + "\n"
                }
                if let url = route.pattern?.exampleURL {
                    out +=
                        "  open with: kinship run \(Counterexample.quoted(specPath)) --open \(Counterexample.quoted(url))\n"
                }
                // Links at any moment: from where a link to it opens nothing (route-unreachable-from).
                if result.notFrom.isEmpty {
                    out += "  opens from: every configuration explored\n"
                }
                for place in result.notFrom {
                    out +=
                        "  not from: "
                        + (place.events.isEmpty ? "launch" : "after " + place.events.joined(separator: ", ")) + ": "
                        + place.place + "\n"
                }
            case .unreachable(let d):
                out += TextDiagnosticRenderer(files: files, colored: colored).render([d])
            }
        }
        return out
    }

    public func json(_ results: [RouteResult]) -> String {
        let document = Document(
            routes: results.map { result in
                RouteJSON(
                    name: result.route.name.value, url: result.route.pattern?.text ?? result.route.urlText.value,
                    open: result.route.openText.value, reachable: result.steps != nil,
                    witness: result.steps?.map(\.event),
                    finding: result.diagnostic.map { $0.message },
                    notFrom: result.steps == nil
                        ? nil : result.notFrom.map { NotFromJSON(events: $0.events, place: $0.place) })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }

    private struct Document: Encodable { var routes: [RouteJSON] }

    private struct RouteJSON: Encodable {
        var name: String
        var url: String
        var open: String
        var reachable: Bool
        var witness: [String]?
        var finding: String?
        /// With a witness: the configurations a link opens nothing from (empty: every one explored).
        var notFrom: [NotFromJSON]?
    }

    private struct NotFromJSON: Encodable {
        var events: [String]
        var place: String
    }
}
