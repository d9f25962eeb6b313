import Foundation
import Testing

/// GitHub code scanning's requirements for an uploaded SARIF file, beyond the schema
/// (docs.github.com, "SARIF support for code scanning", the tables of required properties):
/// `$schema`, `version` 2.1.0 and `runs`; a driver with a name (and, for Kinship, a version) and
/// rules with `id`, `shortDescription.text`, `fullDescription.text` and `help.text`, none empty;
/// results with `message.text` and one to ten locations, each a `physicalLocation` with
/// `artifactLocation.uri` and a region with start and end line and column. GitHub shows related
/// locations only when the message links to them, so every related location must be linked,
/// and every link must name a related location (SARIF §3.11.6).
enum GitHubSarifRequirements {
    static func check(_ text: String, _ name: String) throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(name)")
        #expect((log["$schema"] as? String)?.isEmpty == false, "\(name): $schema")
        #expect(log["version"] as? String == "2.1.0", "\(name): version")
        let runs = try #require(log["runs"] as? [[String: Any]], "\(name): runs")
        #expect(!runs.isEmpty, "\(name): no run")
        for run in runs {
            let driver = try #require(
                (run["tool"] as? [String: Any])?["driver"] as? [String: Any], "\(name): tool.driver")
            #expect(nonEmpty(driver["name"]), "\(name): driver name")
            #expect(nonEmpty(driver["version"]), "\(name): driver version")
            let rules = try #require(driver["rules"] as? [[String: Any]], "\(name): rules")
            for rule in rules {
                #expect(nonEmpty(rule["id"]), "\(name): rule id")
                for key in ["shortDescription", "fullDescription", "help"] {
                    #expect(
                        nonEmpty((rule[key] as? [String: Any])?["text"]),
                        "\(name): rule \(rule["id"] ?? "?") \(key).text")
                }
            }
            let results = try #require(run["results"] as? [[String: Any]], "\(name): results")
            for result in results {
                let id = result["ruleId"] as? String ?? "?"
                let message = (result["message"] as? [String: Any])?["text"] as? String ?? ""
                #expect(!message.isEmpty, "\(name) [\(id)]: message.text")
                if let index = result["ruleIndex"] as? Int {
                    #expect(index < rules.count && rules[index]["id"] as? String == id, "\(name) [\(id)]: ruleIndex")
                }
                let locations = result["locations"] as? [[String: Any]] ?? []
                #expect((1...10).contains(locations.count), "\(name) [\(id)]: \(locations.count) locations")
                for location in locations { checkPhysical(location, "\(name) [\(id)]") }
                let related = result["relatedLocations"] as? [[String: Any]] ?? []
                var relatedIDs: Set<Int> = []
                for location in related {
                    checkPhysical(location, "\(name) [\(id)] related")
                    let rid = try #require(location["id"] as? Int, "\(name) [\(id)]: related location without id")
                    relatedIDs.insert(rid)
                    #expect(
                        message.contains("](\(rid))"),
                        "\(name) [\(id)]: related location \(rid) is not linked from the message")
                }
                for match in message.matches(of: /\]\((\d+)\)/) {
                    #expect(
                        relatedIDs.contains(Int(match.1) ?? -1), "\(name) [\(id)]: link to missing location \(match.1)")
                }
            }
        }
    }

    static func checkPhysical(_ location: [String: Any], _ what: String) {
        let physical = location["physicalLocation"] as? [String: Any]
        #expect(nonEmpty((physical?["artifactLocation"] as? [String: Any])?["uri"]), "\(what): artifactLocation.uri")
        let region = physical?["region"] as? [String: Any]
        for key in ["startLine", "startColumn", "endLine", "endColumn"] {
            #expect(((region?[key] as? Int) ?? 0) >= 1, "\(what): region.\(key)")
        }
    }

    static func nonEmpty(_ value: Any?) -> Bool { (value as? String).map { !$0.isEmpty } ?? false }
}
