/// Synthetic spec corpora with realistic proportions: per feature module, six screens, a custom
/// container with two slots and two transitions, a navigation stack and a tab container.
enum CorpusGenerator {
    static func corpus(megabytes: Double) -> String {
        let target = Int(megabytes * 1_048_576)
        var y = "# synthetic Kinship corpus\nkinship: 1\nscreens:\n"
        var modules: [Int] = []
        var size = y.utf8.count
        var screensPart = ""
        var containersPart = ""
        var m = 0
        while size < target {
            let s = screens(m), c = containers(m)
            screensPart += s
            containersPart += c
            size += s.utf8.count + c.utf8.count
            modules.append(m)
            m += 1
        }
        y += screensPart + "containers:\n" + containersPart
        return y
    }

    private static func screens(_ m: Int) -> String {
        var y = ""
        for (i, kind) in ["List", "Detail", "Map", "Info", "Settings", "Profile"].enumerated() {
            y += "  M\(m)\(kind): { class: Module\(m)\(kind)ViewController, title: \"\(kind) \(m)-\(i)\" }\n"
        }
        return y
    }

    private static func containers(_ m: Int) -> String {
        """
          M\(m)Place:
            class: Module\(m)PlaceController
            layout: { kind: vertical, spacing: 8, insets: 16 }
            children: { map: M\(m)Map, info: M\(m)Info, detail: M\(m)Detail }
            slots:
              header: { size: 40%, accepts: [map, detail], initial: map }
              body: { size: fill, accepts: [info], initial: info }
            transitions:
              showDetail: { header: { show: detail, from: map, animation: crossDissolve, duration: 0.25 } }
              showMap: { header: { show: map, from: detail, animation: crossDissolve, duration: 0.25 } }
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
