import Foundation

/// Spec files written to a fresh temporary folder per test.
struct SpecFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
    func text(_ name: String) throws -> String { try String(contentsOf: file(name), encoding: .utf8) }
    func remove() { try? FileManager.default.removeItem(at: url) }

    static let library = """
        kinship: 1
        screens:
          Map: { class: RGMapViewController }
          GeoInfo: RGGeoInfoViewController
          Page: { class: PageViewController, params: { number: Int } }
        containers:
          Tunnel:
            class: RGContainerViewController
            layout: vertical
            children: { startMap: Map, startGeo: GeoInfo }
            slots:
              top:    { size: 50%,  accepts: [startMap, startGeo], initial: startMap }
            transitions:
              reveal:
                top:    { show: startGeo, animation: flipFromTop, duration: 0.2 }
              conceal:
                top:    { show: startMap, animation: flipFromBottom, duration: 0.2 }

        """

    static let app = """
        kinship: 1
        imports: [lib.yaml]
        containers:
          App:
            kind: navigation
            children:
              tunnel: Tunnel
              page: { type: Page, args: { number: "1" } }
            slots:
              content: { accepts: [tunnel, page], initial: [tunnel] }
            transitions:
              open: { content: { push: page, from: tunnel } }
              back: { content: { pop: 1, from: page } }
        root: App

        """
}

extension Dictionary where Key == String, Value == Any {
    var result: [String: Any]? { self["result"] as? [String: Any] }
    var resultArray: [[String: Any]]? { self["result"] as? [[String: Any]] }
    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
}

/// `(line, character)` of a range's start.
func start(_ object: Any?) -> [Int] {
    guard let range = object as? [String: Any], let s = range["start"] as? [String: Any] else { return [] }
    return [s["line"] as? Int ?? -1, s["character"] as? Int ?? -1]
}
