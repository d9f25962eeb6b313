/// Turns storyboard text (class names, identifiers, labels) into spec names: Swift
/// identifiers, unique within their namespace.
struct NameAllocator {
    private var used: Set<String> = []
    /// The next number to try per base: names are never released, so every earlier one is taken,
    /// and an app's many `Screen`s number in linear time.
    private var next: [String: Int] = [:]

    /// `base`, or `base2`, `base3`, … when taken.
    mutating func claim(_ base: String) -> String {
        var name = base
        var n = next[base] ?? 2
        while used.contains(name) {
            name = base + String(n)
            n += 1
        }
        if name != base { next[base] = n }
        used.insert(name)
        return name
    }
}

enum ImportNames {
    /// Words of `text`: runs of letters and digits; everything else separates.
    static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || ("0"..."9").contains($0)) }.map(String.init)
    }

    /// `Map Container` → `MapContainer`; a leading digit gets `fallback` in front.
    static func upperCamel(_ text: String, fallback: String) -> String {
        let joined = words(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return fallback }
        return first.isLetter ? joined : fallback + joined
    }

    /// `Map Container` → `mapContainer`, `UYLSegueShowCountry` → `uylSegueShowCountry`, `GET` → `get`.
    static func lowerCamel(_ text: String, fallback: String) -> String {
        let upper = upperCamel(text, fallback: fallback.prefix(1).uppercased() + fallback.dropFirst())
        let chars = Array(upper)
        // Lower the leading capitals, except the last one when it starts a word ("URLList" → "urlList").
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        let lowered = run == chars.count || run <= 1 ? run : run - 1
        return String(chars.prefix(max(lowered, 1))).lowercased() + String(chars.dropFirst(max(lowered, 1)))
    }

    /// A type name for a class: `UITabBarController` → `TabBar`, `MapViewController` → `Map`.
    static func typeBase(ofClass className: String) -> String {
        var base = className.split(separator: ".").last.map(String.init) ?? className
        if base.hasPrefix("UI"), base.dropFirst(2).first?.isUppercase == true { base.removeFirst(2) }
        // Xcode's template class keeps its name; UIKit's plain controller is a screen.
        if className == "ViewController" { return className }
        if base == "ViewController" { return "Screen" }
        for suffix in ["ViewController", "Controller"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base.removeLast(suffix.count)
            break
        }
        return upperCamel(base, fallback: "Screen")
    }

    /// Whether a class name may be written as is (dotted identifiers).
    static func isClassName(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0 == "_" || ("0"..."9").contains($0) }
        }
    }
}
