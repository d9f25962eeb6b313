/// Synthetic spec corpora with realistic proportions: per feature module, six screens, a custom
/// container with two slots and two transitions, a navigation stack and a tab container.
/// `presets`: the corpus `generate --target swiftui` takes (scripts/bench): each module's place a
/// navigation preset rather than a custom container, a root, and routes into the first module.
enum CorpusGenerator {
    static func corpus(megabytes: Double, presets: Bool = false) -> String {
        let target = Int(megabytes * 1_048_576)
        var y = "# synthetic Kinship corpus\nkinship: 1\nscreens:\n"
        var modules: [Int] = []
        var size = y.utf8.count
        var screensPart = ""
        var containersPart = ""
        var m = 0
        while size < target {
            let s = screens(m), c = containers(m, presetPlace: presets)
            screensPart += s
            containersPart += c
            size += s.utf8.count + c.utf8.count
            modules.append(m)
            m += 1
        }
        y += screensPart + "containers:\n" + containersPart
        if presets {
            y += "root: M0Tabs\nroutes:\n"
            y += "  detail: { url: \"bench://detail\", open: M0Tabs/home/place/detail }\n"
            y += "  settings: { url: \"bench://settings\", open: M0Tabs/settings }\n"
        }
        return y
    }

    private static func screens(_ m: Int) -> String {
        var y = ""
        for (i, kind) in ["List", "Detail", "Map", "Info", "Settings", "Profile"].enumerated() {
            y += "  M\(m)\(kind): { class: Module\(m)\(kind)ViewController, title: \"\(kind) \(m)-\(i)\" }\n"
        }
        return y
    }

    /// A module's containers; with `presetPlace`, its place is a navigation preset (SwiftUI has
    /// no custom container).
    private static func containers(_ m: Int, presetPlace: Bool) -> String {
        let place =
            presetPlace
            ? """
                kind: navigation
                children: { map: M\(m)Map, info: M\(m)Info, detail: M\(m)Detail }
                slots:
                  content: { accepts: [map, detail, info], initial: [map] }
                transitions:
                  showDetail: { content: { push: detail, from: map, duration: 0.25 } }
                  showMap: { content: { pop: 1, from: detail, duration: 0.25 } }
            """
            : """
                class: Module\(m)PlaceController
                layout: { kind: vertical, spacing: 8, insets: 16 }
                children: { map: M\(m)Map, info: M\(m)Info, detail: M\(m)Detail }
                slots:
                  header: { size: 40%, accepts: [map, detail], initial: map }
                  body: { size: fill, accepts: [info], initial: info }
                transitions:
                  showDetail: { header: { show: detail, from: map, animation: crossDissolve, duration: 0.25 } }
                  showMap: { header: { show: map, from: detail, animation: crossDissolve, duration: 0.25 } }
            """
        return """
              M\(m)Place:
            \(place)
              M\(m)Stack:
                kind: navigation
                children: { list: M\(m)List, place: M\(m)Place }
                slots:
                  content: { accepts: [list, place], initial: [list] }
                transitions:
                  open: { content: { push: place, from: list, duration: 0.35 } }
                  back: { content: { pop: 1, from: place, duration: 0.35 } }
              M\(m)Tabs:
                kind: tabs
                children: { home: M\(m)Stack, settings: M\(m)Settings, profile: M\(m)Profile }
                slots:
                  content: { accepts: [home, settings, profile], initial: home }
                transitions:
                  showHome: { content: { select: home } }
                  showSettings: { content: { select: settings } }
                  showProfile: { content: { select: profile } }

            """
    }
}
