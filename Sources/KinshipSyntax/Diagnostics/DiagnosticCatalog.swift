/// Every diagnostic id Kinship emits, with a one-line help text.
///
/// CI formats need a rule table (SARIF's `tool.driver.rules`); keeping it here, next to the
/// renderers, lets every stage's ids (decoding, validation, flow analysis, the runtime, the UIKit
/// model, the storyboard importer) share one list. A test greps the sources for ids missing here.
public enum DiagnosticCatalog {
    /// One rule: its stable id and a short help text.
    public struct Entry: Sendable, Hashable {
        public let id: String
        public let help: String
    }

    /// The help text of `id`, or nil for an id nobody registered.
    public static func help(for id: String) -> String? { index[id] }

    /// Every entry, sorted by id, so rule tables are deterministic.
    public static let entries: [Entry] = table
        .map { Entry(id: $0.0, help: $0.1) }
        .sorted { $0.id < $1.id }

    private static let index: [String: String] = Dictionary(table, uniquingKeysWith: { first, _ in first })

    private static let table: [(String, String)] = [
        // Reading files and YAML.
        ("file-not-found", "A path given on the command line or in 'imports' cannot be read."),
        ("yaml-syntax", "The file is not well-formed YAML."),
        ("yaml-indentation", "A line is indented out of step with the keys around it (the most common YAML mistake); the notes say which indentation each reading needs."),
        ("yaml-unsupported", "The YAML uses a feature specs do not allow: merge keys, non-scalar keys, a second document, an alias of an undefined anchor."),
        ("limit-exceeded", "The file exceeds a size limit (bytes, nesting depth, node count); see the --max-* options."),
        ("duplicate-key", "A mapping names the same key twice; the note points at the first occurrence."),
        // Decoding.
        ("unsupported-version", "The spec's 'kinship:' version is not one this Kinship reads (version 1)."),
        ("missing-key", "A required key, section or value is missing."),
        ("unknown-key", "A mapping has a key the DSL does not define; the note suggests the nearest one."),
        ("type-mismatch", "A value has the wrong YAML type (a scalar where a mapping belongs, a word where a number belongs)."),
        ("invalid-value", "A value has the right type but is out of range or not in the allowed set."),
        ("import-not-found", "An 'imports' entry names a file that does not exist or may not be imported."),
        ("import-cycle", "Spec files import each other in a cycle."),
        // Validation.
        ("duplicate-name", "Two screens or containers share a name."),
        ("duplicate-root", "More than one file of an import graph names a 'root'."),
        ("invalid-identifier", "A name is not a Swift identifier, or a class name is a Swift keyword or a non-view-controller type generated code uses, so code cannot be generated for it."),
        ("unknown-reference", "A name refers to a screen, container, child, slot or animation that does not exist."),
        ("not-accepted", "A slot is asked to hold a child it does not list in 'accepts'."),
        ("invalid-operation", "An operation does not apply here: the wrong slot kind, a key a preset forbids, a popTo of a child not in the stack."),
        ("empty-stack", "A stack slot has no initial root, or a tabs slot accepts no child."),
        ("child-in-two-slots", "One child would live in two slots at once."),
        ("already-in-stack", "A child would be pushed onto a stack that already holds it."),
        ("layout-overflow", "Slot sizes or frames do not fit inside the container's bounds."),
        ("containment-cycle", "A container type contains itself, so its instance tree would be infinite."),
        ("answer-cycle", "Answers that set inputs or emit outputs lead back to themselves, so one event would run them without end."),
        ("unused-child", "A child is accepted by no slot, so it can never be shown."),
        ("duplicate-entry", "A slot's 'accepts' or a move's 'from:' names the same child twice; the repeat changes nothing."),
        ("contained-and-presented", "A child is accepted both by a presentation slot and by a containing slot; UIKit refuses to present a controller that has a parent."),
        ("unanimated-move", "An animated 'show' into a slot that may be empty, or an animated 'clear': UIKit's transition(from:to:) needs two children, so the view is added or removed without animation."),
        ("ineffective-dismissible", "'dismissible: false' on a presentation style the user cannot swipe down anyway (only sheets can be)."),
        ("duplicate-route", "Two routes' URL patterns match the same URLs (placeholders of any name or type are one shape)."),
        ("slot-of-child", "A transition names a slot of a child container; transitions move only their own container's slots (use the child's transitions, outputs and on:)."),
        ("input-type-mismatch", "A binding passes a payload field into an input (or an emitted output) of another type, or an output without payload into an input."),
        ("duplicate-binding", "One output's binding runs two transitions, emits twice, sets one input twice, or repeats a switch case."),
        ("unhandled-output", "A child's output is bound by no 'on:' entry of its container, so raising it does nothing."),
        ("class-conflict", "A container's generated class would clash with a screen class or another generated class, would shadow a type the generated code uses (UIViewController), or is qualified."),
        ("repeated-child", "A repeated child (many: true) is used where exactly one instance must exist from mount: an initial entry, a tabs or single slot."),
        // Generation.
        ("generate-refused", "kinship generate could not write this spec: the assembly or router type (named after the spec file) collides with a class, or a route has no witness or pattern."),
        // Flow analysis.
        ("stack-underflow", "An enabled pop would remove a stack's root."),
        ("unreachable-child", "No reachable configuration shows this accepted child."),
        ("dead-transition", "A transition is never enabled, or changes nothing wherever it is enabled."),
        ("no-way-back", "Some reachable configuration cannot return to the mount configuration."),
        ("output-ignored", "A bound output can fire in a reachable configuration where its transition is disabled or would fail."),
        ("exploration-limit", "--max-states stopped the exploration of a container."),
        ("already-presenting", "A present while the container already presents something, or while another container presents through the same presenter (the top of the hierarchy); UIKit refuses it (\"Attempt to present … which is already presenting …\"). Guard it with unlessPresenting: true."),
        ("not-presented", "A dismiss of a child that is not presented there."),
        ("unreachable-route", "No sequence of transitions from mount shows a route's 'open' instance; the message names the container and child that fail."),
        // Runtime events.
        ("unknown-event", "An event names no transition or operation of the running containers."),
        ("ambiguous-event", "An event matches transitions of several containers; qualify it with the type."),
        ("invalid-event", "An event is malformed (a missing child, a pop count below 1)."),
        ("transition-disabled", "An event's transition is not enabled in the current configuration."),
        ("swipe-refused", "The user's swipe on a sheet that is not dismissible (isModalInPresentation) did nothing."),
        ("tap-refused", "The user's tap on a tab the delegate refuses ('untappable') did nothing."),
        ("output-not-visible", "An event raises the output of a child that is not visible, so it cannot fire."),
        // The UIKit model.
        ("hierarchy-inconsistency", "A child's view was inserted under a view its parent does not own."),
        ("common-parent-required", "transition(from:to:) was called with children of different parents."),
        ("legacy-containment", "transition(from:to:) was called by a container that forwards appearance by hand."),
        ("invalid-argument", "A UIKit model call received an argument UIKit would refuse."),
        ("unbalanced-appearance", "begin/endAppearanceTransition calls do not pair up."),
        ("did-move-before-view-added", "didMove(toParent:) arrived before the child's view joined the parent's hierarchy."),
        ("view-removed-before-will-move", "A child's view left before its willMove(toParent: nil)."),
        ("removed-with-view-inside", "removeFromParent() ran while the child's view was still inside the parent's view."),
        ("removed-without-will-move", "A child was removed without willMove(toParent: nil)."),
        ("duplicate-move-callback", "The same willMove/didMove was delivered twice for one move."),
        ("direct-appearance-call", "Appearance methods were called directly while the parent forwards them automatically."),
        ("presented-has-parent", "A controller that has a parent view controller was presented modally; UIKit raises."),
        ("presentation-in-progress", "A present or dismiss while a presentation or dismissal is under way; UIKit refuses it. A transition that dismisses from one presentation slot and then presents into another meets it every time: make them two transitions."),
        ("not-in-window-hierarchy", "A present from a controller whose view is not in the window hierarchy; UIKit refuses it."),
        // The storyboard importer.
        ("import-unreadable", "A storyboard file cannot be read or is not well-formed XML."),
        ("import-unsupported-platform", "The storyboard targets a platform other than iOS (for example macOS) and cannot be imported."),
        ("import-presentation-segue", "A presentation segue (modal, popover, show outside a navigation stack) is not containment and was not imported."),
        ("import-storyboard-reference", "A storyboard reference was imported as a placeholder screen: the referenced storyboard was not imported in the same command, has no such scene, or would make the specs import each other."),
        ("import-code-wired-children", "A container's children are wired in code (user-defined runtime attributes, storyboard ids); it was imported without slots."),
        ("import-library-segue", "A container library's custom segue or runtime attribute was imported as the slot it names, or its push segue as a show transition of the slot it replaces."),
        ("import-unsupported-segue", "A segue or relationship Kinship has no equivalent for was skipped."),
        ("import-empty-container", "A navigation or tab bar controller has no children in the storyboard and was imported as a screen."),
        ("import-geometry", "A container view's frame was missing or outside its scene and was adjusted."),
    ]
}
