extension DiagnosticID {
    /// One line saying what the diagnostic means.
    public var help: String {
        switch self {
        case .fileNotFound:
            "A path given on the command line or in 'imports' cannot be read."
        case .yamlSyntax:
            "The file is not well-formed YAML."
        case .yamlIndentation:
            "A line is indented out of step with the keys around it (the most common YAML mistake); the notes say "
                + "which indentation each reading needs."
        case .yamlUnsupported:
            "The YAML uses a feature specs do not allow: merge keys, non-scalar keys, a second document, an alias "
                + "of an undefined anchor."
        case .limitExceeded:
            "The file exceeds a size limit (bytes, nesting depth, node count); see the --max-* options."
        case .duplicateKey:
            "A mapping names the same key twice; the note points at the first occurrence."
        case .unsupportedVersion:
            "The spec's 'kinship:' version is not one this Kinship reads (version 1)."
        case .missingKey:
            "A required key, section or value is missing."
        case .unknownKey:
            "A mapping has a key the DSL does not define; the note suggests the nearest one."
        case .typeMismatch:
            "A value has the wrong YAML type (a scalar where a mapping belongs, a word where a number belongs)."
        case .invalidValue:
            "A value has the right type but is out of range or not in the allowed set."
        case .importNotFound:
            "An 'imports' entry names a file that does not exist or may not be imported."
        case .importCycle:
            "Spec files import each other in a cycle."
        case .unknownLintID:
            "A 'lint: disable:' entry names no warning id (a misspelling would leave the warning on), or names an "
                + "error, which is never dropped."
        case .duplicateName:
            "Two screens or containers share a name."
        case .nameCollision:
            "Two names of one scope differ only in their first letter's case (generated Swift capitalises it), or a "
                + "name would make a generated member clash with one UIKit or the generated class already declares."
        case .duplicateRoot:
            "More than one file of an import graph names a 'root'."
        case .invalidIdentifier:
            "A name is not a Swift identifier, or a class name is a Swift keyword or a non-view-controller type "
                + "generated code uses, so code cannot be generated for it."
        case .unknownReference:
            "A name refers to a screen, container, child, slot or animation that does not exist."
        case .notAccepted:
            "A slot is asked to hold a child it does not list in 'accepts'."
        case .invalidOperation:
            "An operation does not apply here: the wrong slot kind, a key a preset forbids, a popTo of a child "
                + "not in the stack."
        case .emptyStack:
            "A stack slot has no initial root, or a tabs slot accepts no child."
        case .childInTwoSlots:
            "One child would live in two slots at once."
        case .alreadyInStack:
            "A child would be pushed onto a stack that already holds it."
        case .layoutOverflow:
            "Slot sizes or frames do not fit inside the container's bounds."
        case .containmentCycle:
            "A container type contains itself, so its instance tree would be infinite."
        case .answerCycle:
            "Answers that set inputs or emit outputs lead back to themselves, so one event would run them without "
                + "end."
        case .unusedChild:
            "A child is accepted by no slot, so it can never be shown."
        case .duplicateEntry:
            "A slot's 'accepts' or a move's 'from:' names the same child twice; the repeat changes nothing."
        case .containedAndPresented:
            "A child is accepted both by a presentation slot and by a containing slot; UIKit refuses to present a "
                + "controller that has a parent."
        case .unanimatedMove:
            "An animated 'show' into a slot that may be empty, or an animated 'clear': UIKit's "
                + "transition(from:to:) needs two children, so the view is added or removed without animation."
        case .ineffectiveDismissible:
            "'dismissible: false' on a presentation style the user cannot swipe down anyway (only sheets can be)."
        case .duplicateRoute:
            "Two routes' URL patterns match the same URLs (placeholders of any name or type are one shape)."
        case .slotOfChild:
            "A transition names a slot of a child container; transitions move only their own container's slots "
                + "(use the child's transitions, outputs and on:)."
        case .inputTypeMismatch:
            "A binding passes a payload field into an input (or an emitted output) of another type, or an output "
                + "without payload into an input."
        case .duplicateBinding:
            "One output's binding runs two transitions, emits twice, sets one input twice, or repeats a switch case."
        case .unhandledOutput:
            "A child's output is bound by no 'on:' entry of its container, so raising it does nothing."
        case .classConflict:
            "A container's generated class would clash with a screen class or another generated class, would "
                + "shadow a type the generated code uses (UIViewController), or is qualified."
        case .accessoryContainer:
            "An accessory slot (kind: accessory) on a container with no bar to sit above: a custom container, a "
                + "split, or a screen that presents; accessories belong to tabs and navigation containers."
        case .accessoryDuplicate:
            "A container declares a second accessory slot; one accessory sits above a bar."
        case .accessoryAnchor:
            "An accessory's 'above:' names a bar its container does not show: a tab bar on a navigation stack, a "
                + "toolbar on a tab bar, or a toolbar no page of the stack shows (toolbar: true)."
        case .accessoryBarHidden:
            "A reachable configuration shows the accessory while a pushed page hides the bar it sits above "
                + "(hidesBottomBar), and the slot does not say where it goes (whenBarHidden: dock or hide)."
        case .accessoryOverToolbar:
            "A reachable configuration shows an accessory above the tab bar while the selected tab's navigation "
                + "stack shows its toolbar: the accessory covers the toolbar."
        case .slotNeverVisible:
            "A slot of a frames layout has zero width or zero height, so the child it shows is never visible."
        case .hostedScreen:
            "A SwiftUI screen (swiftUI) is declared in a way its hosting controller cannot be made: with a class too, "
                + "with params, presenting, or hosting keys (sizing, safeArea, ownsNavigation) on a UIKit screen."
        case .untitledHostedPush:
            "A SwiftUI screen is pushed onto a navigation stack without a title: SwiftUI supplies the title only when "
                + "it renders, after the push animation, so the bar shows none during the push."
        case .doubleNavigationBar:
            "A navigation container holds a SwiftUI screen that has its own NavigationStack (ownsNavigation: true): "
                + "the screen shows a second navigation bar under the container's."
        case .repeatedChild:
            "A repeated child (many: true) is used where exactly one instance must exist from mount: an initial "
                + "entry, a tabs or single slot (but a split's secondary and supplementary columns)."
        case .swiftuiUnsupported:
            "kinship generate --target swiftui cannot write this: a custom container (host it through "
                + "--swiftui-bridge), a context presentation style or a modal animation SwiftUI lacks."
        case .generateRefused:
            "kinship generate could not write this spec: a type it names after the spec file (the assembly, the "
                + "router, the SwiftUI navigator) or after a spec name collides with another, or a route has no witness or pattern."
        case .stackUnderflow:
            "An enabled pop would remove a stack's root."
        case .unreachableChild:
            "No reachable configuration shows this accepted child."
        case .deadTransition:
            "A transition is never enabled, or changes nothing wherever it is enabled."
        case .noWayBack:
            "Some reachable configuration cannot return to the mount configuration."
        case .outputIgnored:
            "A bound output can fire in a reachable configuration where its transition is disabled or would fail."
        case .explorationLimit:
            "--max-states stopped the exploration of a container."
        case .alreadyPresenting:
            "A present while the container already presents something, or while another container presents "
                + "through the same presenter (the top of the hierarchy); UIKit refuses it (\"Attempt to present … "
                + "which is already presenting …\"). Guard it with unlessPresenting: true."
        case .notPresented:
            "A dismiss of a child that is not presented there."
        case .unreachableRoute:
            "No sequence of transitions from mount shows a route's 'open' instance; the message names the "
                + "container and child that fail."
        case .routeAnswerMoves:
            "A route's set: starts an answer (self.INPUT, and the sets and emits it makes) that runs a transition; "
                + "only the route's witness moves."
        case .inputUnset:
            "A way of making an instance (a transition, a mount, a route, the launch) reaches its viewDidLoad "
                + "without a required input (one whose type does not end in '?')."
        case .routeUnreachableFrom:
            "A route that opens from launch cannot be opened from some configuration the app reaches (a link "
                + "received at that moment): no sequence of the container's transitions shows the route's instance "
                + "uncovered from there."
        case .routeOtherInstance:
            "From some configuration the app reaches, a link to the route moves nothing and shows an instance "
                + "of a repeated child made before it, not the new one a link from launch makes (its values, if "
                + "any, arrive after it loaded)."
        case .inputAfterLoad:
            "A binding sets an input after the move that makes the instance it reaches, so the instance "
                + "loads (viewDidLoad, viewWillAppear) without it."
        case .unknownEvent:
            "An event names no transition or operation of the running containers."
        case .ambiguousEvent:
            "An event matches transitions of several containers; qualify it with the type."
        case .invalidEvent:
            "An event is malformed (a missing child, a pop count below 1)."
        case .transitionDisabled:
            "An event's transition is not enabled in the current configuration."
        case .swipeRefused:
            "The user's swipe on a sheet that is not dismissible (isModalInPresentation) did nothing."
        case .tapRefused:
            "The user's tap on a tab the delegate refuses ('untappable') did nothing."
        case .outputNotVisible:
            "An event raises the output of a child that is not visible, so it cannot fire."
        case .hierarchyInconsistency:
            "A child's view was inserted under a view its parent does not own."
        case .commonParentRequired:
            "transition(from:to:) was called with children of different parents."
        case .legacyContainment:
            "transition(from:to:) was called by a container that forwards appearance by hand."
        case .invalidArgument:
            "A UIKit model call received an argument UIKit would refuse."
        case .unbalancedAppearance:
            "begin/endAppearanceTransition calls do not pair up."
        case .didMoveBeforeViewAdded:
            "didMove(toParent:) arrived before the child's view joined the parent's hierarchy."
        case .viewRemovedBeforeWillMove:
            "A child's view left before its willMove(toParent: nil)."
        case .removedWithViewInside:
            "removeFromParent() ran while the child's view was still inside the parent's view."
        case .removedWithoutWillMove:
            "A child was removed without willMove(toParent: nil)."
        case .duplicateMoveCallback:
            "The same willMove/didMove was delivered twice for one move."
        case .directAppearanceCall:
            "Appearance methods were called directly while the parent forwards them automatically."
        case .presentedHasParent:
            "A controller that has a parent view controller was presented modally; UIKit raises."
        case .presentationInProgress:
            "A present or dismiss while a presentation or dismissal is under way; UIKit refuses it. A transition "
                + "that dismisses from one presentation slot and then presents into another meets it every time: make "
                + "them two transitions."
        case .notInWindowHierarchy:
            "A present from a controller whose view is not in the window hierarchy; UIKit refuses it."
        case .importUnreadable:
            "A storyboard file cannot be read or is not well-formed XML."
        case .importUnsupportedPlatform:
            "The storyboard targets a platform other than iOS (for example macOS) and cannot be imported."
        case .importPresentationSegue:
            "A presentation segue (modal, popover, show outside a navigation stack) is not containment and was "
                + "not imported."
        case .importStoryboardReference:
            "A storyboard reference was imported as a placeholder screen: the referenced storyboard was not "
                + "imported in the same command, has no such scene, or would make the specs import each other."
        case .importCodeWiredChildren:
            "A container's children are wired in code (user-defined runtime attributes, storyboard ids); it was "
                + "imported without slots."
        case .importLibrarySegue:
            "A container library's custom segue or runtime attribute was imported as the slot it names, or its "
                + "push segue as a show transition of the slot it replaces."
        case .importUnsupportedSegue:
            "A segue or relationship Kinship has no equivalent for was skipped."
        case .importEmptyContainer:
            "A navigation or tab bar controller has no children in the storyboard and was imported as a screen."
        case .importGeometry:
            "A container view's frame was missing or outside its scene and was adjusted."
        case .importContainerClass:
            "A scene with container views has no custom class; it was given a class named after the scene, which "
                + "the storyboard must name as the scene's custom class."
        case .importScrollPage:
            "A container view on a later page of a paging scroll view was placed where the scroll view shows its "
                + "pages: Kinship does not scroll, and UIKit loads every page with the scene."
        }
    }
}
