import KinshipSyntax

extension Spec {
    /// The outputs a screen or container type declares (empty for an unknown type).
    public func outputs(ofType type: String) -> [Output] {
        if let i = firstScreen(named: type) { return screens[i].outputs }
        if let i = firstContainer(named: type) { return containers[i].outputs }
        return []
    }

    /// The inputs a screen or container type declares (empty for an unknown type).
    public func inputs(ofType type: String) -> [Param] {
        if let i = firstScreen(named: type) { return screens[i].inputs }
        if let i = firstContainer(named: type) { return containers[i].inputs }
        return []
    }

    /// `screen 'Map'` or `container 'Mail'`, for messages.
    func typeDescription(_ type: String) -> String {
        firstScreen(named: type) != nil || firstContainer(named: type).map({ containers[$0].isScreen }) == true
            ? "screen '\(type)'" : "container '\(type)'"
    }
}

extension SpecValidator {
    /// The names an `outputs:` / `inputs:` section declares are identifiers, their types dotted ones.
    mutating func checkInterfaceNames(outputs: [Output], inputs: [Param]) {
        for output in outputs {
            checkIdentifier(output.name, "output name")
            for field in output.payload {
                checkIdentifier(field.name, "payload field name")
                checkIdentifier(field.type, "payload field type", dotted: true)
            }
        }
        for input in inputs {
            checkIdentifier(input.name, "input name")
            // `Type?` is an optional input; the type before the `?` follows the rule of the others.
            let wrapped = Name(InputType.wrapped(input.type.value), at: input.type.range)
            if !SpecValidator.isIdentifier(wrapped.value, dotted: true) {
                checkIdentifier(input.type, "input type", dotted: true)
            }
        }
    }

    /// `on:` of a container: every name resolves, payloads agree with inputs and emitted outputs,
    /// an output is answered once, and every output of every child is answered.
    mutating func checkBindings(_ c: Container) {
        guard spec.declaresOutputs || !c.bindings.isEmpty else { return }
        var bound: Set<String> = []
        var answered: [String: SourceRange] = [:]
        for binding in c.bindings {
            if binding.answersInput {
                if c.isScreen {
                    // The app's screen class receives its inputs; generated code never sees them.
                    diagnostics.error(
                        .invalidOperation,
                        "screen '\(c.name.value)' cannot answer its own input "
                            + "'\(binding.output.value)': the app's class receives it, not generated code",
                        at: binding.key.range)
                    continue
                }
                checkInputAnswer(binding, in: c, answered: &answered)
                continue
            }
            guard let child = c.child(named: binding.child.value) else {
                if let owner = childOwning(binding.child.value, below: c) {
                    grandchildBinding(binding, in: c, owner: owner)
                    continue
                }
                unknown(
                    binding.child, "child", among: { c.children.map(\.name.value) },
                    context: " of container '\(c.name.value)'",
                    scope: .bindingChildren)
                continue
            }
            bound.insert(binding.key.value)
            let outputs = spec.outputs(ofType: child.type.value)
            guard let output = outputs.first(where: { $0.name.value == binding.output.value }) else {
                // An unknown child type is reported at the child already.
                if spec.firstScreen(named: child.type.value) != nil
                    || spec.firstContainer(named: child.type.value) != nil
                {
                    let owner = spec.typeDescription(child.type.value)
                    unknown(
                        binding.output, "output", among: { outputs.map(\.name.value) },
                        context: " of child '\(child.name.value)' (\(owner) declares "
                            + Self.list(outputs.map(\.name.value)) + ")",
                        scope: .boundOutputs(child.name.value))
                }
                continue
            }
            checkActions(binding, output, in: c)
        }
        for child in c.children where !c.hasMalformedBindingKey {
            for output in spec.outputs(ofType: child.type.value)
            where !bound.contains(child.name.value + "." + output.name.value) {
                // A misspelt `on:` key meant this output (or this child): the typo is the one error.
                if unresolved.explains(output.name.value, in: .boundOutputs(child.name.value))
                    || unresolved.explains(child.name.value, in: .bindingChildren)
                {
                    continue
                }
                diagnostics.warning(
                    .unhandledOutput,
                    "output '\(output.name.value)' of child '\(child.name.value)' is bound by no 'on:' entry of '\(c.name.value)', so raising it does nothing",
                    at: child.name.range,
                    notes: [
                        DiagnosticNote("add '\(child.name.value).\(output.name.value): TRANSITION' under 'on:'"),
                        DiagnosticNote("output declared here", at: output.name.range),
                    ])
            }
        }
    }

    /// `self.INPUT`: the input is the container's own, answered once, without a `switch` (the
    /// run and the flow analysis never know an input's value, only that it was set).
    private mutating func checkInputAnswer(_ binding: Binding, in c: Container, answered: inout [String: SourceRange]) {
        guard let output = c.inputAsOutput(named: binding.output.value) else {
            if c.inputs.isEmpty {
                diagnostics.error(
                    .unknownReference,
                    "'\(binding.key.value)': container '\(c.name.value)' declares no inputs; 'self.INPUT' answers one of the container's own 'inputs:'",
                    at: binding.key.range,
                    notes: [DiagnosticNote("declare it: inputs: { \(binding.output.value): TYPE }")])
            } else {
                let inputs = c.inputs.map(\.name.value)
                unknown(
                    binding.output, "input", among: { inputs },
                    context: " of container '\(c.name.value)' (it declares " + Self.list(inputs)
                        + "; 'self.INPUT' answers one of them)")
            }
            return
        }
        if let first = answered[binding.output.value] {
            diagnostics.error(
                .duplicateBinding,
                "input '\(binding.output.value)' of '\(c.name.value)' is answered twice; list every action in one answer",
                at: binding.key.range, notes: [DiagnosticNote("first here", at: first)])
        }
        answered[binding.output.value] = binding.key.range
        for action in binding.actions {
            if case .choose = action {
                diagnostics.error(
                    .invalidOperation,
                    "'\(binding.key.value)' cannot 'switch': an input's answer runs whatever the value; switch in the binding of the output that sets it",
                    at: action.range)
            }
        }
        checkActions(binding, output, in: c)
    }

    private mutating func checkActions(_ binding: Binding, _ output: Output, in c: Container) {
        var runs: BindingAction?
        var emits: BindingAction?
        var sets: [String: SourceRange] = [:]
        func twice(_ action: BindingAction, first: SourceRange, _ why: String, _ d: inout DiagnosticBag) {
            d.error(
                .duplicateBinding, "binding '\(binding.key.value)' \(why)", at: action.range,
                notes: [DiagnosticNote("first here", at: first)])
        }
        // A `run` and a `switch` each run a transition: one of them at most.
        func noteRun(_ action: BindingAction, _ d: inout DiagnosticBag) {
            if let first = runs {
                twice(
                    action, first: first.range,
                    "runs a second transition; an output runs at most one (declare one transition that moves every slot it needs)",
                    &d)
            }
            runs = runs ?? action
        }
        for action in binding.actions {
            switch action {
            case .run(let t):
                checkTransitionName(t, in: c)
                noteRun(action, &diagnostics)
            case let .choose(field, cases, _):
                noteRun(action, &diagnostics)
                checkSwitch(field, cases, output, binding, in: c)
            case .emit(let name):
                if let first = emits {
                    twice(
                        action, first: first.range, "emits a second output; an output is passed on once", &diagnostics)
                }
                emits = emits ?? action
                checkEmit(name, output, binding, in: c)
            case let .set(childName, input, field, range):
                if let first = sets[childName.value + "." + input.value] {
                    twice(action, first: first, "sets '\(childName.value).\(input.value)' twice", &diagnostics)
                }
                sets[childName.value + "." + input.value] = range
                checkSet(childName, input, field, output, binding, in: c)
            }
        }
    }

    private mutating func checkTransitionName(_ t: Name, in c: Container) {
        guard !c.transitions.contains(where: { $0.name.value == t.value }) else { return }
        unknown(t, "transition", among: { c.transitions.map(\.name.value) }, context: " of container '\(c.name.value)'")
    }

    private mutating func checkSet(
        _ childName: Name, _ input: Name, _ field: Name?, _ output: Output,
        _ binding: Binding, in c: Container
    ) {
        if childName.value == Binding.selfName {
            diagnostics.error(
                .invalidOperation,
                "'set' reaches a child's input, not the container's own: '\(c.name.value)' answers its input '\(input.value)' under 'on:' as 'self.\(input.value)', and its parent sets it",
                at: childName.range)
            return
        }
        guard let target = c.child(named: childName.value) else {
            unknown(
                childName, "child", among: { c.children.map(\.name.value) }, context: " of container '\(c.name.value)'")
            return
        }
        let inputs = spec.inputs(ofType: target.type.value)
        guard let declared = inputs.first(where: { $0.name.value == input.value }) else {
            if spec.firstScreen(named: target.type.value) != nil || spec.firstContainer(named: target.type.value) != nil
            {
                let owner = spec.typeDescription(target.type.value)
                unknown(
                    input, "input", among: { inputs.map(\.name.value) },
                    context: " of child '\(target.name.value)' (\(owner) declares "
                        + Self.list(inputs.map(\.name.value)) + ")")
            }
            return
        }
        let passed: Param
        if let field {
            guard let f = output.field(named: field.value) else {
                unknown(
                    field, "payload field", among: { output.payload.map(\.name.value) },
                    context: " of output '\(output.name.value)'")
                return
            }
            passed = f
        } else {
            switch output.payload.count {
            case 0:
                diagnostics.error(
                    .inputTypeMismatch,
                    "output '\(output.name.value)' carries no payload, so it cannot set input '\(input.value)' (\(declared.type.value))",
                    at: childName.range.union(input.range),
                    notes: [DiagnosticNote("output declared here", at: output.name.range)])
                return
            case 1:
                passed = output.payload[0]
            default:
                diagnostics.error(
                    .missingKey,
                    "output '\(output.name.value)' carries several fields ("
                        + output.payload.map(\.name.value).joined(separator: ", ")
                        + "); name the one that sets '\(input.value)' with 'field:'",
                    at: childName.range.union(input.range))
                return
            }
        }
        if !InputType.accepts(declared.type.value, value: passed.type.value) {
            let source =
                binding.answersInput
                ? "input '\(passed.name.value)' of '\(c.name.value)'"
                : "payload field '\(passed.name.value)' of output '\(output.name.value)'"
            diagnostics.error(
                .inputTypeMismatch,
                source
                    + " is \(passed.type.value), but input '\(input.value)' of child '\(target.name.value)' is \(declared.type.value)",
                at: (field?.range ?? childName.range.union(input.range)),
                notes: [
                    DiagnosticNote(
                        binding.answersInput ? "'\(c.name.value)' declares it here" : "field declared here",
                        at: passed.type.range),
                    DiagnosticNote("input declared here", at: declared.type.range),
                ])
        }
    }

    private mutating func checkEmit(_ name: Name, _ output: Output, _ binding: Binding, in c: Container) {
        guard let own = c.output(named: name.value) else {
            let outputs = c.outputs
            unknown(
                name, "output", among: { outputs.map(\.name.value) },
                context: " to emit: container '\(c.name.value)' declares " + Self.list(outputs.map(\.name.value))
                    + " under 'outputs:'")
            return
        }
        // The emitted payload is built from the child's fields of the same names.
        for field in own.payload {
            guard let given = output.field(named: field.name.value) else {
                diagnostics.error(
                    .inputTypeMismatch,
                    "'\(c.name.value)' emits '\(own.name.value)', whose field '\(field.name.value)' output '\(output.name.value)' of '\(binding.child.value)' does not carry",
                    at: name.range, notes: [DiagnosticNote("field declared here", at: field.name.range)])
                continue
            }
            if given.type.value != field.type.value {
                diagnostics.error(
                    .inputTypeMismatch,
                    "field '\(field.name.value)' is \(given.type.value) in output '\(output.name.value)' of '\(binding.child.value)' but \(field.type.value) in '\(own.name.value)' of '\(c.name.value)'",
                    at: name.range, notes: [DiagnosticNote("field declared here", at: field.type.range)])
            }
        }
    }

    private mutating func checkSwitch(
        _ field: Name, _ cases: [SwitchCase], _ output: Output,
        _ binding: Binding, in c: Container
    ) {
        let declared = output.field(named: field.value)
        if declared == nil {
            unknown(
                field, "payload field", among: { output.payload.map(\.name.value) },
                context: " of output '\(output.name.value)' to switch on")
        }
        var seen: [String: SourceRange] = [:]
        for item in cases {
            checkTransitionName(item.transition, in: c)
            guard let declared else { continue }
            guard let value = SwitchValue(item.value.value, type: declared.type.value) else {
                diagnostics.error(
                    .inputTypeMismatch,
                    "case '\(item.value.value)' is not a value of \(declared.type.value), the type of field '\(field.value)'"
                        + SwitchValue.expectation(declared.type.value),
                    at: item.value.range, notes: [DiagnosticNote("field declared here", at: declared.type.range)])
                continue
            }
            if let first = seen[value.key] {
                diagnostics.error(
                    .duplicateBinding,
                    "case '\(item.value.value)' of binding '\(binding.key.value)' repeats an earlier value",
                    at: item.value.range, notes: [DiagnosticNote("first here", at: first)])
            }
            seen[value.key] = item.value.range
        }
    }

    static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension SourceRange {
    /// From this range's start to `other`'s end (same file).
    func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: Swift.min(start, other.start), end: Swift.max(end, other.end))
    }
}

extension SpecValidator {
    /// The child of `c` whose container type has a child named `name`: an `on:` key that names
    /// a grandchild, which the container never hears from directly.
    func childOwning(_ name: String, below c: Container) -> Child? {
        c.children.first { child in
            spec.container(named: child.type.value)?.child(named: name) != nil
        }
    }

    /// `on: { home.tapped: … }` in a container whose child `homeTab` holds `home`: said as such,
    /// with where the binding belongs, rather than a did-you-mean towards a sibling's name.
    mutating func grandchildBinding(_ binding: Binding, in c: Container, owner: Child) {
        let type = owner.type.value
        diagnostics.error(
            .unknownReference,
            "unknown child '\(binding.child.value)' of container '\(c.name.value)': it is a child of '\(owner.name.value)' (\(type)), and 'on:' answers a container's own children",
            at: binding.child.range,
            notes: [
                DiagnosticNote(
                    "answer '\(binding.key.value)' in \(type)'s 'on:', and emit an output of \(type) there for '\(c.name.value)' to answer as '\(owner.name.value).OUTPUT'"
                )
            ])
    }
}
